import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'technical-helpdesk',
  name: 'Helpdesk techniczny',
  summary:
    'Wsparcie techniczne pierwszej i drugiej linii dla Państwa klientów i pracowników – w Państwa narzędziach i według Państwa SLA.',
  metaTitle: 'Outsourcing helpdesku IT – wsparcie I i II linii',
  metaDescription:
    'Helpdesk techniczny I i II linii: kwalifikacja zgłoszeń, zdalna diagnostyka i rzetelne eskalacje. Czas obsługi krótszy o 25%, 90% spraw rozwiązanych od razu.',
  headline: 'Wsparcie techniczne, na którym użytkownicy mogą polegać – bez budowania zespołu od zera',
  lead: 'Reset hasła, problem z połączeniem, konfiguracja urządzenia, błąd aplikacji – nasi konsultanci i specjaliści rozwiązują takie sprawy przez telefon, czat i system zgłoszeń, pracując w Państwa narzędziach i według Państwa SLA. To, co wymaga udziału programistów, trafia do ich kolejki w pełni zdiagnozowane i opisane.',
  intro: [
    'Dobry helpdesk ocenia się po dwóch rzeczach: jak szybko użytkownik wraca do pracy i jak mało zbędnych zgłoszeń dociera do Państwa ekspertów. Dlatego wsparcie organizujemy w wyraźnie rozdzielonych liniach. Pierwsza linia weryfikuje użytkownika, kategoryzuje zgłoszenie i nadaje mu priorytet, a znane problemy rozwiązuje z pomocą bazy wiedzy i narzędzi zdalnego dostępu. Druga linia zajmuje się konfiguracją, kontami i integracjami, a wszystko, co wskazuje na błąd produktu, przekazuje Państwa zespołowi deweloperskiemu wraz z logami, krokami do odtworzenia i opisem wpływu na biznes.',
    'Wspieramy zarówno klientów zewnętrznych – użytkowników oprogramowania, urządzeń, usług internetowych czy rozwiązań smart home – jak i pracowników, którzy potrzebują wewnętrznego service desku IT. Dla każdego projektu tworzymy osobne procedury, drzewa decyzyjne i gotowe odpowiedzi, opracowane z Państwa product ownerami i aktualizowane przy każdym wydaniu. Konsultanci dokumentują każde rozwiązanie, więc baza wiedzy rośnie razem z usługą, a powtarzające się problemy od razu widać w raportach.',
    'Uporządkowana diagnostyka przekłada się na wyniki: 90% zgłoszeń rozwiązujemy przy pierwszym kontakcie, czas obsługi skracamy o 25%, a sprawy zamykamy o 20% szybciej. Dla Państwa firmy oznacza to mniej ponownych kontaktów, niższy koszt jednego zgłoszenia i inżynierów, którzy rozwijają produkt, zamiast resetować hasła.',
  ],
  included: [
    {
      title: 'Pierwsza linia wsparcia (L1)',
      text: 'Weryfikacja użytkownika, kwalifikacja, kategoryzacja i priorytetyzacja każdego zgłoszenia oraz rozwiązywanie znanych problemów: dostępy i hasła, instalacja, konfiguracja, pytania o obsługę.',
    },
    {
      title: 'Druga linia wsparcia (L2)',
      text: 'Pogłębiona diagnostyka prowadzona przez doświadczonych specjalistów – konta, konfiguracja, integracje, sieć i urządzenia – z sesjami zdalnymi, gdy potrzebny jest dostęp do ekranu.',
    },
    {
      title: 'Rzetelne eskalacje',
      text: 'Błędy i prośby o zmiany trafiają do Państwa programistów lub dostawców z krokami do odtworzenia, logami, zrzutami ekranu i opisem wpływu – bez ponownego dopytywania użytkownika.',
    },
    {
      title: 'Państwa narzędzia i SLA',
      text: 'Pracujemy w Jira Service Management, ServiceNow, Zendesk, Freshdesk lub Państwa autorskim systemie, z zachowaniem macierzy priorytetów, czasów reakcji i rozwiązania oraz zasad informowania użytkowników.',
    },
    {
      title: 'Rozwój bazy wiedzy',
      text: 'Konsultanci tworzą i aktualizują artykuły, makra i drzewa decyzyjne przy każdym nowym problemie oraz wskazują tematy, które warto przenieść do samoobsługi.',
    },
    {
      title: 'Obsługa poważnych awarii',
      text: 'Gdy dochodzi do awarii, przechodzimy na przygotowany scenariusz incydentowy, publikujemy spójne komunikaty, grupujemy powiązane zgłoszenia i na bieżąco informujemy Państwa incident managera.',
    },
  ],
  steps: [
    {
      title: 'Audyt techniczny',
      text: 'Analizujemy produkt, historię zgłoszeń, kategorie i obecne SLA, aby ustalić, które sprawy można zamykać na pierwszej linii, a które wymagają specjalistów.',
    },
    {
      title: 'Procedury i dostępy',
      text: 'Razem z Państwa zespołem produktowym przygotowujemy instrukcje diagnostyczne i macierz eskalacji oraz konfigurujemy bezpieczny dostęp do narzędzi, środowisk testowych i oprogramowania do zdalnej pomocy.',
    },
    {
      title: 'Szkolenie i praca w parze z ekspertem',
      text: 'Konsultanci poznają produkt w praktyce, obserwują pracę Państwa specjalistów i zdają test praktyczny, zanim przejmą prawdziwe zgłoszenia.',
    },
    {
      title: 'Start i dostrajanie',
      text: 'Po uruchomieniu co tydzień analizujemy kategorie zgłoszeń, ponowne otwarcia i eskalacje, doskonalimy procedury i stopniowo przenosimy kolejne typy spraw na pierwszą linię.',
    },
  ],
  figures: ['firstCallResolution', 'handleTimeReduction', 'fasterResolutions', 'teamSize'],
  industries: ['technology', 'telecom', 'energy', 'manufacturing', 'education'],
  faqs: [
    {
      question: 'Czy zapewniacie tylko pierwszą linię wsparcia, czy także drugą?',
      answer:
        'Obie. Wielu klientów zaczyna od pierwszej linii, a wybrane zadania drugiej linii przekazuje nam, gdy zespół się sprawdzi. Podział pracy między naszych konsultantów a Państwa ekspertów opisujemy w macierzy eskalacji, którą można zmieniać wraz z rozwojem bazy wiedzy.',
    },
    {
      question: 'Jakie kompetencje techniczne mają konsultanci?',
      answer:
        'Rekrutujemy osoby z predyspozycjami technicznymi i umiejętnością jasnego tłumaczenia, a następnie szkolimy je z Państwa produktu i narzędzi. Specjaliści drugiej linii mają praktyczne doświadczenie z systemami operacyjnymi, sieciami, urządzeniami mobilnymi i aplikacjami SaaS. Profil dobieramy do produktu – aplikacja konsumencka wymaga innych umiejętności niż wewnętrzny service desk dla systemu ERP.',
    },
    {
      question: 'Czy możecie pracować w naszym systemie zgłoszeń?',
      answer:
        'Tak, to nasz standard. Pracujemy w Jira Service Management, ServiceNow, Zendesk, Freshdesk i podobnych narzędziach, stosujemy Państwa kategorie i zasady priorytetów, a zgodność z SLA raportujemy na podstawie tych samych danych, które widzi Państwa zespół.',
    },
    {
      question: 'Jak zabezpieczacie dostęp do systemów i danych użytkowników?',
      answer:
        'Dostęp nadajemy imiennie, z minimalnym niezbędnym zakresem uprawnień – najlepiej przez Państwa logowanie jednokrotne (SSO) i uwierzytelnianie wieloskładnikowe. Sesja zdalna wymaga zgody użytkownika, a dane osobowe przetwarzamy zgodnie z RODO na podstawie umowy powierzenia.',
    },
    {
      question: 'Czy poradzicie sobie z awarią lub lawiną zgłoszeń po nowym wydaniu?',
      answer:
        'Tak. Scenariusze incydentowe i szablony komunikatów przygotowujemy z wyprzedzeniem, a przeszkoleni konsultanci z rezerwy dołączają do kolejki, gdy nowe wydanie lub awaria zwiększy liczbę zgłoszeń.',
    },
    {
      question: 'W jakich językach świadczycie wsparcie?',
      answer:
        'Wsparcie prowadzimy w ponad 10 językach, dzięki czemu jeden zespół może obsługiwać użytkowników na kilku rynkach europejskich według tych samych procedur i z jednolitym raportowaniem.',
    },
  ],
  related: ['inbound-call-center', 'ai-call-center', 'omnichannel'],
} satisfies ServiceContent
