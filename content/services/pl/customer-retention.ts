import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'customer-retention',
  name: 'Utrzymanie klientów',
  summary:
    'Obsługa rezygnacji, proaktywne zapobieganie odejściom i kampanie win-back, które zatrzymują klientów i odzyskują utraconych.',
  metaTitle: 'Utrzymanie klientów i ograniczanie churnu – outsourcing',
  metaDescription:
    'Zespół retencyjny, który obsługuje rezygnacje, dzwoni do klientów zagrożonych odejściem i odzyskuje utraconych – z ofertami pod pełną kontrolą Państwa firmy.',
  headline: 'Klienci, których pozyskanie tyle kosztowało, zostają z Państwem',
  lead: 'Pozyskanie nowego klienta kosztuje znacznie więcej niż utrzymanie obecnego. Nasi specjaliści ds. retencji obsługują wnioski o rezygnację, kontaktują się z klientami, u których widać sygnały odejścia, i odzyskują tych, którzy już odeszli. O ofertach decydują Państwo, a efekty mierzymy zachowanym przychodem.',
  intro: [
    'Wielu klientów, którzy dzwonią z zamiarem rezygnacji, wcale nie chce odchodzić – chcą rozwiązać problem, dostać lepiej dopasowaną ofertę albo po prostu poczuć, że ktoś traktuje ich poważnie. Konsultanci zespołu retencyjnego uczą się docierać do prawdziwej przyczyny rezygnacji, od ręki naprawiać to, co da się naprawić, i proponować właściwą ofertę z uzgodnionej z Państwem matrycy decyzyjnej. Każda rozmowa kończy się zapisaniem powodu odejścia, dzięki czemu wiedzą Państwo nie tylko, ilu klientów odchodzi, ale także dlaczego.',
    'Retencja zaczyna się, zanim klient sięgnie po telefon. Na podstawie sygnałów z Państwa danych – spadku aktywności, kończących się umów, problemów z płatnościami, powtarzających się reklamacji – proaktywnie dzwonimy do klientów zagrożonych odejściem, sprawdzamy ich zadowolenie, przedłużamy umowy i proponujemy lepiej dopasowane pakiety. Kampanie win-back docierają do byłych klientów z ofertą skrojoną pod powód, dla którego odeszli, a rozmowy powitalne pomagają nowym klientom szybko docenić Państwa produkt.',
    'Retencja to konkretne pieniądze, dlatego tak ją raportujemy: odsetek zatrzymanych klientów, przedłużenia, zachowany przychód i koszt przyznanych ofert. Obsługa klienta prowadzona w ten sposób przestaje być wyłącznie kosztem i zaczyna chronić przychód. Satysfakcję klientów po rozmowie mierzymy w każdej kampanii, bo oferty mają odpowiadać na realne potrzeby, a nie trafiać do wszystkich jak leci.',
  ],
  included: [
    {
      title: 'Obsługa rezygnacji (save desk)',
      text: 'Wyspecjalizowani konsultanci przyjmują wnioski o rezygnację lub obniżenie pakietu, diagnozują ich przyczynę i stosują oferty retencyjne w ustalonych przez Państwa limitach.',
    },
    {
      title: 'Proaktywne zapobieganie odejściom',
      text: 'Telefony do klientów oznaczonych jako zagrożeni odejściem na podstawie danych o korzystaniu z usługi, płatnościach lub reklamacjach – po to, by rozwiązać problem, zanim zamieni się w rezygnację.',
    },
    {
      title: 'Przedłużenia i zmiany pakietów',
      text: 'Kontakt przed końcem umowy lub subskrypcji, przedłużenie na najlepiej dopasowanych warunkach i wyższy pakiet tam, gdzie rzeczywiście odpowiada on potrzebom klienta.',
    },
    {
      title: 'Kampanie win-back',
      text: 'Rozmowy i e-maile do byłych klientów z ofertami dopasowanymi do powodu odejścia, zaplanowane w rytmie cyklu życia Państwa produktu.',
    },
    {
      title: 'Onboarding i rozmowy powitalne',
      text: 'Wczesny kontakt z nowymi klientami: potwierdzenie konfiguracji, omówienie kluczowych funkcji i wychwycenie niezadowolenia, zanim doprowadzi do odejścia.',
    },
    {
      title: 'Analiza przyczyn odejść',
      text: 'Ustrukturyzowane kody powodów rezygnacji, raporty skuteczności i zachowanego przychodu oraz rekomendacje zmian w produkcie, cenniku i obsłudze.',
    },
  ],
  steps: [
    {
      title: 'Analiza odejść',
      text: 'Analizujemy dane o rezygnacjach, segmenty klientów i obecne oferty, aby ustalić, gdzie i dlaczego klienci odchodzą oraz których z nich warto zatrzymywać.',
    },
    {
      title: 'Oferty i matryca decyzyjna',
      text: 'Wspólnie określamy oferty retencyjne, limity decyzyjne i zasady dla poszczególnych segmentów, aby konsultanci działali szybko, a marża pozostawała pod kontrolą.',
    },
    {
      title: 'Szkolenie specjalistów',
      text: 'Konsultanci uczą się diagnozy potrzeb, empatycznej negocjacji i pracy z obiekcjami, a przed startem ćwiczą na nagraniach prawdziwych rozmów.',
    },
    {
      title: 'Pomiar i doskonalenie',
      text: 'Śledzimy skuteczność zatrzymań, zachowany przychód i koszt ofert w każdym segmencie, testujemy alternatywne propozycje i omawiamy wnioski na comiesięcznych przeglądach.',
    },
  ],
  figures: ['firstCallResolution', 'teamSize', 'languages'],
  industries: ['telecom', 'energy', 'finance', 'technology', 'retail'],
  faqs: [
    {
      question: 'Jak unikacie rozdawania rabatów wszystkim?',
      answer:
        'Oferty wynikają z uzgodnionej z Państwem matrycy decyzyjnej, powiązanej z wartością klienta, segmentem i powodem rezygnacji. Konsultant zaczyna od rozwiązania problemu, który leży u źródła decyzji – rabat jest jedną z kilku możliwości, a nie rozwiązaniem domyślnym. Koszt ofert raportujemy razem z zachowanym przychodem, więc widzą Państwo realny zwrot.',
    },
    {
      question: 'Czy możecie korzystać z naszego modelu churnu lub scoringu klientów?',
      answer:
        'Tak. Jeśli już oceniają Państwo ryzyko odejścia lub wartość klientów, wykorzystujemy te oceny do ustalania kolejności kontaktów i doboru ofert. Jeśli nie, zaczynamy od prostych reguł opartych na aktywności, datach umów i historii reklamacji, a potem wspólnie je dopracowujemy.',
    },
    {
      question: 'Czy proaktywny kontakt jest zgodny z przepisami o ochronie danych?',
      answer:
        'Kontaktujemy się z klientami na podstawie ich relacji z Państwa firmą i udzielonych zgód, dane przetwarzamy zgodnie z RODO na podstawie umowy powierzenia, a każdy sprzeciw wobec dalszego kontaktu natychmiast odnotowujemy w Państwa systemach.',
    },
    {
      question: 'Które branże najbardziej zyskują na programach retencyjnych?',
      answer:
        'Wszystkie firmy działające w modelu abonamentowym lub umownym – telekomunikacja, energetyka, bankowość i ubezpieczenia, oprogramowanie i media – a także programy lojalnościowe w handlu. Łączy je powtarzalna relacja, w której każdy zatrzymany klient generuje przychód przez wiele miesięcy, a nawet lat.',
    },
    {
      question: 'Jak mierzycie sukces?',
      answer:
        'Kluczowe wskaźniki to odsetek zatrzymanych klientów, odsetek przedłużeń, zachowany przychód i koszt ofert, uzupełnione o satysfakcję klienta po rozmowie. Wyniki raportujemy w podziale na segmenty i powody rezygnacji oraz omawiamy podczas comiesięcznych przeglądów.',
    },
    {
      question: 'Czy retencję można połączyć z naszą obecną obsługą klienta?',
      answer:
        'Tak. Wielu klientów zostawia ogólne zapytania u siebie lub w naszym zespole inbound, a wnioski o rezygnację kieruje do osobnej kolejki retencyjnej. Jasne zasady przekazywania połączeń sprawiają, że klient jest przełączany tylko raz i z pełnym kontekstem.',
    },
  ],
  related: ['outbound-sales', 'inbound-call-center', 'quality-assurance'],
} satisfies ServiceContent
