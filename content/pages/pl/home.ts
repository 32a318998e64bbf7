import type { HomePageContent } from '../../../app/content/types'

export default {
  metaTitle: 'Outsourcing call center i BPO z Częstochowy',
  metaDescription:
    'Obsługa klienta, sprzedaż i back office w outsourcingu. Ponad 17 lat doświadczenia, wielojęzyczne zespoły i agenci AI, którzy pracują ramię w ramię z ludźmi.',
  hero: {
    eyebrow: 'Outsourcing call center i BPO od 2008 roku',
    headline: 'Obsługa, po której klienci chętnie do Państwa wracają',
    lead: 'Prowadzimy infolinie, kampanie sprzedażowe, back office i wirtualnych agentów AI dla firm z Polski i z zagranicy. Dostają Państwo zespół, który zna Państwa produkt, otwarcie raportuje wyniki i rośnie razem z liczbą zgłoszeń.',
    csatClaim: 'Zadowolenie klientów w kanałach cyfrowych (CSAT)',
    csatDesktopLabel: 'na komputerach',
    csatMobileLabel: 'na urządzeniach mobilnych',
    fasterClaim: 'szybciej rozwiązane zgłoszenia',
  },
  advantagesTitle: 'Co Państwo zyskują',
  advantagesLead:
    'Outsourcing ma zdjąć z Państwa barków część pracy, a nie dokładać kolejny szczebel zarządzania. Tak to u nas wygląda.',
  advantages: [
    {
      title: 'Ludzie i AI w jednym zespole',
      text: 'Wirtualni agenci odpowiadają na rutynowe pytania o każdej porze, a konsultanci przejmują sprawy wymagające wyczucia – razem z pełnym kontekstem rozmowy.',
    },
    {
      title: 'Wielojęzyczność od pierwszego dnia',
      text: 'Konsultanci posługujący się ponad 10 językami, rekrutowani i szkoleni pod Państwa markę. Klienci z zagranicy rozmawiają w swoim języku.',
    },
    {
      title: 'Zespół na miarę sezonu',
      text: 'Szczyt sprzedaży, premiera produktu czy nagła awaria – szybko dokładamy przeszkolonych konsultantów i agentów AI, a potem równie sprawnie zmniejszamy skalę.',
    },
    {
      title: 'Raporty, z których coś wynika',
      text: 'Jasne wskaźniki, odsłuchy rozmów i regularne raporty od opiekuna klienta – z konkretnymi rekomendacjami, a nie tylko tabelkami.',
    },
  ],
  statsTitle: 'Wyniki w liczbach',
  statsLead:
    'Wyniki mierzymy w każdym projekcie od 2008 roku – co miesiąc rozliczamy się z klientami z uzgodnionych wskaźników jakości obsługi.',
  servicesTitle: 'Nasze usługi',
  servicesLead:
    'Od jednej infolinii po pełną obsługę wielokanałową. Wybierają Państwo potrzebne usługi, a my budujemy wokół nich zespół, procesy i raportowanie.',
  whyTitle: 'Dlaczego firmy wybierają Vocalis',
  whyLead:
    'Klienci zostają z nami na lata, bo współpraca jest przewidywalna, przejrzysta i z czasem przynosi coraz lepsze wyniki. Oto, co za tym stoi.',
  why: [
    {
      title: 'Doświadczenie od 2008 roku',
      text: 'Ponad 17 lat prowadzenia contact center – od krótkich kampanii po wieloletnią obsługę klientów.',
    },
    {
      title: 'Jakość na każdej zmianie',
      text: 'Ponad 100 konsultantów przeszkolonych według naszego programu wdrożeniowego, stały coaching i niezależni analitycy jakości, którzy oceniają rozmowy, czaty i e-maile według uzgodnionych z Państwem kryteriów.',
    },
    {
      title: 'Bezpieczeństwo danych',
      text: 'Przetwarzanie zgodne z RODO, dostęp według ról, szyfrowane systemy i zasada czystego biurka na sali – dane Państwa klientów są pod ochroną.',
    },
    {
      title: 'Partnerstwo, nie tylko usługa',
      text: 'Jeden opiekun klienta, otwarta komunikacja i szczere rekomendacje – także wtedy, gdy oznaczają zmianę pierwotnych założeń.',
    },
  ],
  quotes: [
    {
      id: 'claims-hotline',
      text: 'Vocalis przejął naszą infolinię szkodową w najgorętszym okresie roku, a klienci praktycznie nie zauważyli zmiany – poza tym, że krócej czekali na połączenie. Liderzy zespołu co tydzień zdają nam relację i od razu reagują na sygnały od klientów.',
      role: 'Kierownik działu obsługi klienta',
      industry: 'Ubezpieczenia',
    },
    {
      id: 'ai-handover',
      text: 'Przekonało nas to, jak wirtualny agent przekazuje rozmowę konsultantowi. Proste pytania o zamówienia załatwia AI, a gdy klient potrzebuje człowieka, konsultant zna już całą historię sprawy.',
      role: 'Dyrektor operacyjny e-commerce',
      industry: 'Handel i e-commerce',
    },
  ],
  industriesTitle: 'Branże, które obsługujemy',
  industriesLead:
    'Każdy sektor ma własne przepisy, słownictwo i oczekiwania klientów. Nasi konsultanci są szkoleni z branży, w której pracują – nie tylko ze skryptu.',
  industries: {
    finance: {
      title: 'Finanse i ubezpieczenia',
      text: 'Obsługa szkód, zapytania o produkty i windykacja miękka z dokładnością i dyskrecją, jakich wymaga rynek regulowany.',
    },
    healthcare: {
      title: 'Ochrona zdrowia',
      text: 'Rejestracja wizyt, infolinie dla pacjentów i przypomnienia – z empatią i pełną poufnością.',
    },
    technology: {
      title: 'Technologie',
      text: 'Helpdesk techniczny i wdrażanie użytkowników przez konsultantów, którzy potrafią zdiagnozować problem i właściwie go eskalować.',
    },
    retail: {
      title: 'Handel i e-commerce',
      text: 'Status zamówień, zwroty i płatności przez telefon, czat i media społecznościowe – gotowi na każdy szczyt sprzedaży.',
    },
    telecom: {
      title: 'Telekomunikacja',
      text: 'Obsługa abonentów na dużą skalę, działania retencyjne i sprzedaż dodatkowych usług dla klientów, którzy oczekują szybkich odpowiedzi.',
    },
    manufacturing: {
      title: 'Produkcja',
      text: 'Obsługa zamówień, wsparcie dystrybutorów i serwis posprzedażowy, dzięki którym łańcuch dostaw działa bez zakłóceń.',
    },
    education: {
      title: 'Edukacja',
      text: 'Kampanie rekrutacyjne oraz infolinie dla uczniów, studentów i rodziców – sprawne także w szczycie na początku roku szkolnego i akademickiego.',
    },
    energy: {
      title: 'Energetyka i media',
      text: 'Pytania o rachunki, odczyty liczników i zgłoszenia awarii – obsługiwane spokojnie i rzeczowo, nawet przy nagłym wzroście połączeń.',
    },
  },
  cta: {
    title: 'Porozmawiajmy o Państwa obsłudze klienta',
    text: 'Prosimy opowiedzieć nam o wolumenach, kanałach i celach. Przygotujemy propozycję zespołu, pilotażu oraz wskaźników, z których będziemy się rozliczać.',
  },
} satisfies HomePageContent
