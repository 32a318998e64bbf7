import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'omnichannel',
  name: 'Obsługa omnichannel',
  summary:
    'Telefon, e-mail, czat, komunikatory i social media w rękach jednego zespołu, z jedną historią klienta we wszystkich kanałach.',
  metaTitle: 'Obsługa klienta omnichannel – outsourcing',
  metaDescription:
    'Telefon, e-mail, czat, komunikatory i social media obsługiwane przez jeden zespół ze wspólną historią klienta. Spójne odpowiedzi i szybsze rozwiązania.',
  headline: 'Jedna rozmowa, niezależnie od kanału, który wybierze klient',
  lead: 'Klient zaczyna na czacie, dopytuje mailowo, a gdy traci cierpliwość – dzwoni. Obsługujemy wszystkie kanały jednym zespołem i na podstawie jednej historii kontaktu, więc nikt nie musi opowiadać swojej sprawy od nowa, a odpowiedzi są zawsze spójne.',
  intro: [
    'Dodać nowy kanał jest łatwo – trudniej sprawić, by kanały ze sobą współpracowały. Osobne zespoły od telefonu, maili i czatu to osobne kolejki, osobne skrypty i klient, który słyszy trzy różne odpowiedzi. W naszym modelu omnichannel przeszkoleni konsultanci pracują na kolejkach mieszanych, bezpośrednio w Państwa CRM lub systemie helpdesk, więc pełna historia sprawy – rozmowy, e-maile, zapisy czatów i wiadomości z mediów społecznościowych – jest widoczna dla każdego, kto ją przejmie.',
    'Kontakty kierujemy według kompetencji, języka i priorytetu, a nie według kanału. Rozmowę przenosimy tam, gdzie najszybciej da się ją zakończyć: czat, przy którym trzeba przeprowadzić klienta przez kolejne ekrany, zamienia się w połączenie, a rozmowa wymagająca dokumentu – w bezpieczny link wysłany mailem. Dzięki temu rozwiązujemy sprawy nawet o 20% szybciej, a satysfakcja klientów (CSAT) w czacie i kanałach pisemnych sięga 95% na komputerach i 98% na urządzeniach mobilnych.',
    'Mają Państwo jeden zestaw SLA i jeden raport dla wszystkich kanałów: czasy reakcji, skuteczność rozwiązywania spraw, zaległości i satysfakcję – w podziale na kanały i powody kontaktu. Zespół ponad 100 konsultantów obsługuje klientów w ponad 10 językach, a poszczególne kanały możemy rozbudowywać lub ograniczać w miarę zmiany przyzwyczajeń Państwa klientów.',
  ],
  included: [
    {
      title: 'Telefon',
      text: 'Połączenia przychodzące i wychodzące, zarządzanie oddzwonieniami, routing IVR i nagrania rozmów zapisane w tej samej historii sprawy co kontakty z kanałów cyfrowych.',
    },
    {
      title: 'E-mail i formularze',
      text: 'Zapytania pisemne klasyfikowane według tematu i pilności, obsługiwane na podstawie zatwierdzonej bazy wiedzy i rozliczane z czasu odpowiedzi określonego w SLA.',
    },
    {
      title: 'Czat i komunikatory',
      text: 'Czat na stronie, WhatsApp, Messenger i komunikacja w aplikacji – obsługiwane przez konsultantów, którzy prowadzą kilka rozmów jednocześnie bez utraty jakości.',
    },
    {
      title: 'Obsługa klienta w social mediach',
      text: 'Publiczne komentarze i wiadomości prywatne na Państwa profilach obsługiwane w tonie marki, z eskalacją reklamacji do właściwego zespołu.',
    },
    {
      title: 'Wspólny routing i baza wiedzy',
      text: 'Routing według kompetencji we wszystkich kanałach i jedna baza wiedzy – to samo pytanie dostaje tę samą odpowiedź, czy przyszło telefonicznie, czy na czacie.',
    },
    {
      title: 'Raportowanie międzykanałowe',
      text: 'Jeden panel z wolumenami, czasami odpowiedzi, skutecznością i CSAT dla każdego kanału oraz wskazówkami, które tematy można przenieść do samoobsługi.',
    },
  ],
  steps: [
    {
      title: 'Audyt kanałów',
      text: 'Analizujemy obecne kanały, wolumeny, powody kontaktu i narzędzia, a także miejsca, w których klienci zmieniają kanał, bo pierwszy ich zawiódł.',
    },
    {
      title: 'Projekt i integracja',
      text: 'Ustalamy reguły routingu, SLA dla każdego kanału, zasady komunikacji i zawartość bazy wiedzy, a następnie łączymy się z Państwa CRM, helpdeskiem lub platformą telefoniczną.',
    },
    {
      title: 'Uruchomienie kanał po kanale',
      text: 'Startujemy stopniowo, zaczynając od kanału, w którym potrzeby są największe, i przez pierwsze tygodnie codziennie przeglądamy jakość obsługi.',
    },
    {
      title: 'Optymalizacja',
      text: 'Comiesięczne przeglądy struktury kanałów, kontaktów powtórnych i satysfakcji przekładają się na zmiany w routingu, treściach i opcjach samoobsługi.',
    },
  ],
  figures: ['csatDesktop', 'csatMobile', 'fasterResolutions', 'languages'],
  industries: ['retail', 'telecom', 'technology', 'finance', 'energy'],
  faqs: [
    {
      question: 'Czy do obsługi omnichannel potrzebujemy nowej platformy?',
      answer:
        'Niekoniecznie. Pracujemy w większości popularnych systemów CRM i helpdesk, takich jak Salesforce, Zendesk czy Freshdesk, a także w Państwa obecnej telefonii. Jeśli dziś kanały działają w osobnych systemach, najpierw doradzimy najprostszy sposób połączenia historii kontaktów, a dopiero potem ewentualne nowe narzędzia.',
    },
    {
      question: 'Czy ten sam konsultant obsługuje telefon i czat?',
      answer:
        'Tam, gdzie ma to sens – tak. Konsultanci pracujący w trybie mieszanym obsługują rozmowy i kanały pisemne z jednej kolejki, co pozwala dobrze wykorzystać czas pracy i utrzymać spójną wiedzę. Zadania specjalistyczne, jak social media czy złożone reklamacje pisemne, powierzamy osobom przeszkolonym właśnie do nich.',
    },
    {
      question: 'Jak zapewniacie spójny ton komunikacji we wszystkich kanałach?',
      answer:
        'Razem z Państwem tworzymy przewodnik po stylu komunikacji i zatwierdzone szablony odpowiedzi, a następnie sprawdzamy ich stosowanie w kontroli jakości każdego kanału. Nagrania rozmów, próbki e-maili i zapisy czatów oceniamy według tego samego standardu.',
    },
    {
      question: 'Czy obsługujecie języki inne niż polski i angielski?',
      answer:
        'Tak. Nasi konsultanci obsługują klientów w ponad 10 językach, a kontakty w innych językach trafiają automatycznie do właściwej osoby – niezależnie od kanału, z którego przychodzą.',
    },
    {
      question: 'Czy część ruchu może przejąć AI?',
      answer:
        'Tak. Nasi wirtualni agenci AI odpowiadają na rutynowe pytania na czacie i przez telefon, a gdy sprawa wymaga decyzji człowieka, przekazują ją konsultantowi wraz z pełnym kontekstem rozmowy.',
    },
  ],
  related: ['inbound-call-center', 'social-media-support', 'ai-call-center'],
} satisfies ServiceContent
