import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'inbound-call-center',
  name: 'Obsługa połączeń przychodzących',
  summary:
    'Wielojęzyczna infolinia, która odbiera szybko, załatwia sprawy przy pierwszym kontakcie i mówi głosem Państwa marki.',
  metaTitle: 'Outsourcing infolinii – obsługa połączeń przychodzących',
  metaDescription:
    'Infolinia prowadzona przez doświadczony zespół z Częstochowy: obsługa w ponad 10 językach, 90% spraw rozwiązanych przy pierwszym kontakcie i SLA w umowie.',
  headline: 'Infolinia, która załatwia sprawę już przy pierwszej rozmowie',
  lead: 'Klient, który dzwoni z pytaniem, reklamacją czy zamówieniem, oczekuje konkretnej odpowiedzi – od razu. Nasz zespół w Częstochowie przejmuje Państwa infolinię, skrzynkę e-mail i czat, pracuje w Państwa systemach i rozlicza się z uzgodnionych poziomów obsługi. Państwo decydują o standardzie rozmów, a my bierzemy na siebie ludzi, technologię i codzienne zarządzanie.',
  intro: [
    'Od ponad 17 lat prowadzimy projekty inbound dla firm, które nie mogą sobie pozwolić na sygnał zajętości ani wyuczone formułki bez treści. Każde wdrożenie zaczynamy od Państwa bazy wiedzy, stylu komunikacji i zasad eskalacji – nie od gotowego szablonu. Konsultanci przechodzą szkolenie produktowe, zanim odbiorą pierwsze połączenie, i widzą tę samą historię klienta co Państwa zespół wewnętrzny, więc nikt nie musi opowiadać swojej sprawy od początku.',
    'Obsada podąża za rozkładem ruchu. Nasi planiści prognozują wolumen na podstawie danych historycznych, kalendarza kampanii i sezonowości, a następnie układają grafik w interwałach tak, by kolejka była obsłużona zarówno w poniedziałkowym szczycie, jak i w spokojne wieczory. Gdy kampania, awaria albo zmiana cennika wywoła nieoczekiwany napływ połączeń, włączamy przeszkolonych konsultantów z rezerwy, zamiast pozwalać, by rósł czas oczekiwania.',
    'Efekty są mierzalne: 90% spraw rozwiązanych przy pierwszym kontakcie i jeden zespół, który obsługuje Państwa klientów w ponad 10 językach. Otrzymują Państwo przejrzyste raporty – odsetek odebranych połączeń, średni czas obsługi, powody kontaktu i opinie klientów – czyli dane, które pozwalają usuwać przyczyny problemów, a nie tylko obsługiwać kolejne zgłoszenia.',
  ],
  included: [
    {
      title: 'Zespół na wyłączność lub współdzielony',
      text: 'Mogą Państwo wybrać zespół pracujący wyłącznie dla Państwa marki albo model współdzielony, rozliczany za obsłużony kontakt – dobry przy mniejszym lub nieregularnym ruchu. W obu przypadkach konsultanci znają Państwa produkty, procedury i styl komunikacji.',
    },
    {
      title: 'Telefon, e-mail i czat w jednej kolejce',
      text: 'Obok połączeń obsługujemy e-maile, czat na stronie i formularze kontaktowe. Reguły routingu kierują każde zgłoszenie do konsultanta z odpowiednimi kompetencjami i znajomością języka.',
    },
    {
      title: 'Praca w Państwa systemach',
      text: 'Każdy kontakt rejestrujemy w Państwa CRM lub systemie zgłoszeń – Salesforce, Zendesk, Freshdesk, Microsoft Dynamics czy rozwiązaniu autorskim – dzięki czemu pełna historia klienta zostaje u Państwa.',
    },
    {
      title: 'Wydłużone godziny i przejmowanie nadmiaru połączeń',
      text: 'Przejmujemy wieczory, weekendy i dni świąteczne albo odbieramy połączenia nadmiarowe, gdy Państwa zespół jest w pełni obciążony – według jasnych reguł przełączania ruchu między zespołami.',
    },
    {
      title: 'Kontrola jakości i coaching',
      text: 'Liderzy zespołów i analitycy jakości co tydzień oceniają próbkę rozmów według Państwa kryteriów, prowadzą indywidualny coaching i wspólne sesje kalibracyjne z Państwa pracownikami.',
    },
    {
      title: 'Raporty i rekomendacje',
      text: 'Codzienne i miesięczne zestawienia pokazują poziom obsługi, porzucenia, czas rozmów, powody kontaktu i satysfakcję klientów – wraz z rekomendacjami, co warto zautomatyzować lub poprawić u źródła.',
    },
  ],
  steps: [
    {
      title: 'Analiza i zakres usługi',
      text: 'Analizujemy wolumen, powody kontaktu, godziny pracy i systemy, a następnie w pisemnej ofercie proponujemy poziomy obsługi, KPI i model obsady.',
    },
    {
      title: 'Transfer wiedzy i szkolenia',
      text: 'Wspólnie z Państwa zespołem przygotowujemy scenariusze rozmów, bazę odpowiedzi i ścieżki eskalacji. Konsultanci kończą szkolenie produktowe i rozmowy testowe, zanim ruszy obsługa.',
    },
    {
      title: 'Start pod ścisłym nadzorem',
      text: 'Uruchamiamy usługę w kontrolowany sposób – ze wzmocnioną obecnością liderów na sali i codziennymi spotkaniami z Państwa opiekunem projektu, aż do pełnej stabilizacji.',
    },
    {
      title: 'Ciągłe doskonalenie',
      text: 'Podczas comiesięcznych przeglądów omawiamy KPI, wyniki oceny jakości i opinie klientów, a powtarzające się powody kontaktu zamieniamy w konkretne działania po obu stronach.',
    },
  ],
  figures: ['firstCallResolution', 'languages', 'teamSize'],
  industries: ['finance', 'healthcare', 'retail', 'telecom', 'energy'],
  faqs: [
    {
      question: 'Jaki wolumen połączeń możecie przejąć?',
      answer:
        'Prowadzimy zarówno niewielkie projekty w modelu współdzielonym, jak i zespoły na wyłączność liczące kilkudziesięciu konsultantów. Obsadę planujemy na podstawie Państwa danych, więc możemy zacząć od obecnego wolumenu i zwiększać skalę wraz z jego wzrostem – także w szczytach sezonowych.',
    },
    {
      question: 'W jakich językach prowadzicie obsługę?',
      answer:
        'Obsługujemy klientów w ponad 10 językach, w tym po polsku i po angielsku, z udziałem native speakerów lub osób władających językiem na poziomie zbliżonym do ojczystego. Różne języki możemy łączyć w jednej kolejce i kierować dzwoniących według wybranego numeru lub opcji w IVR.',
    },
    {
      question: 'Czy pracujecie na naszej centrali telefonicznej i CRM, czy na własnych?',
      answer:
        'Możliwe są oba warianty. Możemy logować się do Państwa chmurowej platformy contact center i CRM albo zapewnić własną telefonię z IVR, nagrywaniem rozmów i raportowaniem, zintegrowaną z Państwa systemami. Wybór zależy zwykle od tego, jaką część kontroli i danych chcą Państwo zachować u siebie.',
    },
    {
      question: 'Jak dbacie o spójność obsługi z naszą marką?',
      answer:
        'Dzięki wspólnym scenariuszom rozmów, regularnej kalibracji ocen jakości z Państwa zespołem i coachingowi opartemu na nagraniach. Mogą Państwo w każdej chwili odsłuchiwać rozmowy, uczestniczyć w kalibracjach i zmieniać wytyczne, a my informujemy cały zespół o każdej zmianie, zanim wejdzie w życie.',
    },
    {
      question: 'Jak chronicie dane klientów?',
      answer:
        'Konsultanci pracują w zabezpieczonym biurze w Częstochowie, na centralnie zarządzanych stanowiskach z ograniczonymi uprawnieniami. Dane osobowe przetwarzamy zgodnie z RODO na podstawie umowy powierzenia, a dostęp do Państwa systemów nadajemy imiennie i odbieramy, gdy tylko przestaje być potrzebny.',
    },
    {
      question: 'Jak wygląda rozliczenie?',
      answer:
        'W zależności od modelu rozliczamy się za godzinę pracy konsultanta, za obsłużony kontakt lub w formie miesięcznej opłaty za zespół na wyłączność. Ofertę przygotowujemy po etapie analizy, gdy znamy wolumen, godziny obsługi i wymagane poziomy SLA.',
    },
  ],
  related: ['omnichannel', 'ai-call-center', 'flexible-workforce'],
} satisfies ServiceContent
