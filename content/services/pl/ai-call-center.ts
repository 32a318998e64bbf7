import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'ai-call-center',
  name: 'Call center AI',
  summary:
    'Wirtualni agenci AI obsługują rutynowe rozmowy i czaty o każdej porze, a złożone sprawy przekazują naszym konsultantom.',
  metaTitle: 'Call center AI – wirtualni agenci i konsultanci',
  metaDescription:
    'Agenci AI załatwiają rutynowe sprawy, trudniejsze przekazują konsultantom, a w razie potrzeby ich liczba rośnie do 500 w 48 godzin. Zapraszamy na pilotaż.',
  headline: 'Wirtualni agenci AI, którzy pracują ramię w ramię z ludźmi',
  lead: 'W naszym call center AI pierwszą linię obsługi przejmują agenci AI obsługujący rozmowy telefoniczne i czat, a tuż za nimi stoją doświadczeni konsultanci z naszego centrum w Częstochowie. Proste sprawy są załatwiane od ręki, złożone trafiają do człowieka razem z pełnym kontekstem, a liczbę agentów AI można zwiększyć nawet do 500 w ciągu 48 godzin.',
  intro: [
    'W typowym contact center ogromna część czasu konsultantów schodzi na powtarzalne pytania: gdzie jest moja paczka, ile wynosi saldo, jak zresetować hasło, kiedy przyjedzie technik. Nasi wirtualni agenci prowadzą takie rozmowy naturalnym językiem – głosem i na czacie – na bieżąco sprawdzają dane w Państwa systemach i samodzielnie domykają proste transakcje. Klienci nie czekają już w kolejce na odpowiedź, której dobrze zaprojektowany agent AI udzieli w kilka sekund.',
    'Sztuczna inteligencja nie zastępuje tu ludzi – zmienia to, czym ludzie się zajmują. Gdy rozmowa wymaga wyczucia, empatii albo odstępstwa od procedury, agent AI przekazuje ją konsultantowi wraz z transkrypcją, rozpoznaną intencją i zebranymi już danymi, więc klient nie musi niczego powtarzać. W tym hybrydowym modelu nasi klienci rozwiązują sprawy nawet o 20% szybciej i skracają czas obsługi o 25%.',
    'Za każdym wdrożeniem stoi ponad 17 lat doświadczenia w prowadzeniu contact center. Scenariusze rozmów, reguły eskalacji i ton wypowiedzi agentów AI projektują ludzie, którzy na co dzień rozmawiają z Państwa klientami, a nie ogólny szablon. Mają Państwo jednego partnera odpowiedzialnego zarówno za technologię, jak i za zespół, który ją wspiera.',
  ],
  included: [
    {
      title: 'Agenci AI na telefonie i czacie',
      text: 'Agenci AI obsługujący telefon, czat na stronie i komunikatory, wytrenowani na Państwa bazie wiedzy, procedurach i danych produktowych – i mówiący językiem Państwa marki.',
    },
    {
      title: 'Płynne przekazanie do konsultanta',
      text: 'Eskalacja według reguł i nastroju rozmówcy do naszych przeszkolonych konsultantów – z transkrypcją, intencją i zebranymi danymi w jednym widoku.',
    },
    {
      title: 'Integracja z Państwa systemami',
      text: 'Połączenie z CRM, systemem zgłoszeń, obsługą zamówień i centralą telefoniczną, dzięki czemu agenci AI sprawdzają statusy, aktualizują dane oraz umawiają i przesuwają wizyty.',
    },
    {
      title: 'Elastyczna skala',
      text: 'Od niewielkiego pilotażu do 500 agentów AI w 48 godzin – na premierę, kampanię czy sezonowy szczyt, bez rekrutacji i dodatkowych stanowisk.',
    },
    {
      title: 'Kontrola jakości i doskonalenie',
      text: 'Nasz zespół QA przegląda rozmowy, oznacza nierozpoznane intencje i regularnie doucza agentów, dzięki czemu skuteczność i trafność odpowiedzi rosną z miesiąca na miesiąc.',
    },
    {
      title: 'Raporty i ochrona danych',
      text: 'Panele z odsetkiem spraw rozwiązanych bez konsultanta, liczbą przekazań, czasem obsługi i CSAT, a dane przetwarzane zgodnie z RODO, z dostępem według ról i uzgodnionymi zasadami retencji.',
    },
  ],
  steps: [
    {
      title: 'Analiza kontaktów',
      text: 'Analizujemy powody kontaktu, nagrania i wolumeny, aby wskazać procesy, w których automatyzacja zwróci się najszybciej, oraz ustalić, co zawsze musi trafić do człowieka.',
    },
    {
      title: 'Projekt i integracja',
      text: 'Piszemy scenariusze rozmów, łączymy agentów z Państwa systemami oraz uzgadniamy reguły eskalacji, poziomy obsługi (SLA) i mierniki sukcesu pilotażu.',
    },
    {
      title: 'Pilotaż na realnym ruchu',
      text: 'Część prawdziwych połączeń i czatów trafia do agentów AI, a nasz zespół ich asekuruje. Mierzymy skuteczność, liczbę przekazań i opinie klientów.',
    },
    {
      title: 'Wdrożenie i skalowanie',
      text: 'Gdy wyniki osiągną uzgodnione cele, rozszerzamy pracę agentów na kolejne kanały, języki i procesy oraz zwiększamy ich liczbę zgodnie z Państwa wolumenami.',
    },
    {
      title: 'Stała optymalizacja',
      text: 'Podczas comiesięcznych przeglądów omawiamy z Państwa zespołem wyniki, nowe intencje i zmiany w ofercie, aby AI nadążała za Państwa produktami, cennikami i regulaminami.',
    },
  ],
  figures: ['aiAgents', 'fasterResolutions', 'handleTimeReduction'],
  industries: ['telecom', 'retail', 'energy', 'finance', 'technology'],
  faqs: [
    {
      question: 'Czy klienci będą wiedzieć, że rozmawiają z AI?',
      answer:
        'Tak. Nasi agenci AI przedstawiają się jako automatyczni asystenci – to dobra praktyka, zgodna z unijnymi wymogami przejrzystości systemów sztucznej inteligencji. Klient w każdej chwili może poprosić o rozmowę z człowiekiem, a agent przełączy go wraz z kontekstem rozmowy.',
    },
    {
      question: 'Jakie sprawy najlepiej powierzyć agentom AI?',
      answer:
        'Powtarzalne i jasno zdefiniowane: status zamówienia i dostawy, sprawdzenie salda lub konta, umawianie i zmiana wizyt, reset hasła, podanie odczytu licznika, proste reklamacje i najczęstsze pytania. Rozmowy wrażliwe, złożone lub o wysokiej wartości z założenia zostają w rękach konsultantów.',
    },
    {
      question: 'Jak szybko można zwiększyć skalę?',
      answer:
        'Gdy agenci są już zaprojektowani i zintegrowani, zwiększenie skali to kwestia konfiguracji, a nie rekrutacji. Na premierę produktu, kampanię lub niespodziewany skok ruchu możemy uruchomić nawet 500 agentów AI w ciągu 48 godzin, a potem wrócić do standardowej obsady.',
    },
    {
      question: 'Co dzieje się z danymi naszych klientów?',
      answer:
        'Działamy jako podmiot przetwarzający na podstawie umowy powierzenia przetwarzania danych. Rozmowy przetwarzamy zgodnie z RODO, dostęp ograniczamy według ról, a okresy retencji i zasady nagrywania ustalamy z Państwem przed startem. Informujemy też dokładnie, którzy podprzetwarzający biorą udział w procesie i gdzie przetwarzane są dane.',
    },
    {
      question: 'Czy musimy wymienić centralę telefoniczną lub CRM?',
      answer:
        'Nie. Agenci AI łączą się z systemami, z których Państwo już korzystają, przez standardowe integracje i API. Jeśli integracja nie jest jeszcze możliwa, zaczynamy od agenta opartego na bazie wiedzy, a funkcje transakcyjne dodajemy po uruchomieniu połączenia.',
    },
    {
      question: 'Jak mierzone są efekty wdrożenia?',
      answer:
        'Przed pilotażem wspólnie ustalamy wskaźniki – najczęściej odsetek spraw rozwiązanych bez przekazania, średni czas obsługi, jakość przekazań, CSAT i koszt kontaktu. Regularnie otrzymują Państwo raporty wraz z rekomendacją, gdzie warto rozszerzyć automatyzację.',
    },
  ],
  related: ['omnichannel', 'inbound-call-center', 'technical-helpdesk'],
} satisfies ServiceContent
