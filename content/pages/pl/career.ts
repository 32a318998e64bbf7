import type { CareerPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'Kariera – praca w call center w Częstochowie i zdalnie',
  metaDescription:
    'Dołącz do Vocalis BPO: obsługa klienta, projekty językowe, jakość i planowanie. Praca w Częstochowie lub zdalnie z Polski, płatne szkolenie i realny rozwój.',
  eyebrow: 'Kariera w Vocalis',
  headline: 'Dobre rozmowy zaczynają się od dobrych ludzi',
  lead: 'Szukamy osób, które lubią pomagać, mówią jasno i chcą się uczyć. Niezależnie od tego, czy to Twoja pierwsza praca, czy kolejny krok w karierze – przeszkolimy Cię i pomożemy Ci się rozwijać.',
  whyTitle: 'Dlaczego warto z nami pracować',
  why: [
    {
      title: 'Stabilny pracodawca od 2008 roku',
      text: 'Ponad 17 lat na rynku, długoletnie projekty dla klientów i zespół, w którym wiele osób zostaje na lata.',
    },
    {
      title: 'Szkolenie od pierwszego dnia',
      text: 'Płatne wdrożenie z trenerem, szkolenia produktowe i opiekun na sali, który pomaga, dopóki nie poczujesz się pewnie.',
    },
    {
      title: 'Realna ścieżka rozwoju',
      text: 'Wielu naszych liderów, analityków jakości i trenerów zaczynało jako konsultanci. Nowe stanowiska najpierw ogłaszamy wewnętrznie i pomagamy Ci się do nich przygotować.',
    },
    {
      title: 'Praca dopasowana do życia',
      text: 'Praca w biurze, hybrydowa lub zdalna, pełny etat albo jego część, a grafiki układamy z uwzględnieniem Twojej dyspozycyjności.',
    },
  ],
  benefitsTitle: 'Co oferujemy',
  benefits: [
    'Umowę o pracę na większości stanowisk lub inną formę współpracy – do wyboru',
    'Płatne szkolenie wdrożeniowe i stały rozwój kompetencji',
    'Dodatek językowy w projektach zagranicznych',
    'Prywatną opiekę medyczną',
    'Dofinansowanie karty sportowej',
    'Premię za polecenie nowego pracownika',
    'Nowoczesne biuro w centrum Częstochowy, dobre słuchawki i ergonomiczne stanowiska',
    'Sprzęt do pracy z domu na stanowiskach zdalnych',
  ],
  processTitle: 'Jak wygląda rekrutacja',
  process: [
    {
      title: 'Zgłoszenie',
      text: 'Wyślij CV mailem lub przez formularz. List motywacyjny nie jest konieczny – bardziej niż dokumenty interesuje nas, jak się komunikujesz.',
    },
    {
      title: 'Krótka rozmowa telefoniczna',
      text: 'Rekruter zadzwoni, żeby opowiedzieć o stanowisku, zapytać o Twoją dyspozycyjność i oczekiwania oraz odpowiedzieć na pytania.',
    },
    {
      title: 'Spotkanie rekrutacyjne',
      text: 'Rozmowa z rekruterem i liderem zespołu – w biurze lub online. Przy projektach językowych sprawdzimy też krótko Twój poziom języka.',
    },
    {
      title: 'Oferta',
      text: 'Jeśli do siebie pasujemy, dostaniesz konkretną ofertę: stanowisko, grafik, wynagrodzenie i termin startu. Odpowiadamy każdemu kandydatowi.',
    },
    {
      title: 'Wdrożenie',
      text: 'Zaczynasz od płatnego szkolenia, poznajesz zespół i prowadzisz pierwsze rozmowy ze wsparciem trenera i opiekuna.',
    },
  ],
  positionsTitle: 'Aktualne oferty pracy',
  positionsLead:
    'Rekrutujemy do pracy w Częstochowie i zdalnie z całej Polski. Nie spełniasz wszystkich wymagań? Aplikuj mimo to – najważniejsze są nastawienie i umiejętność rozmowy.',
  emptyTitle: 'Nie mamy teraz otwartych rekrutacji',
  emptyText:
    'W tej chwili nie prowadzimy rekrutacji, ale zawsze chętnie poznajemy osoby, które lubią pracę z klientami. Wyślij nam CV – odezwiemy się, gdy pojawi się pasujące stanowisko. Jeśli chcesz, żebyśmy wzięli Cię pod uwagę w przyszłych rekrutacjach, dodaj w CV odpowiednią zgodę.',
  applyByEmail: 'Aplikuj mailowo',
  applyByForm: 'Wyślij zgłoszenie przez formularz',
  labels: {
    department: 'Dział',
    location: 'Lokalizacja',
    workMode: 'Tryb pracy',
    employmentType: 'Forma zatrudnienia',
    posted: 'Data publikacji',
    responsibilities: 'Twoje zadania',
    requirements: 'Czego oczekujemy',
    salary: 'Wynagrodzenie',
  },
  workModes: {
    onsite: 'Stacjonarnie',
    hybrid: 'Hybrydowo',
    remote: 'Zdalnie',
  },
  employmentTypes: {
    FULL_TIME: 'Pełny etat',
    PART_TIME: 'Część etatu',
    CONTRACTOR: 'Umowa zlecenie lub B2B',
    INTERN: 'Staż',
  },
} satisfies CareerPageContent
