import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'soft-claims',
  name: 'Obsługa szkód (soft claims)',
  summary:
    'Wsparcie likwidacji szkód dla ubezpieczycieli: przyjmowanie zgłoszeń, informacja o statusie sprawy i kompletowanie dokumentów.',
  metaTitle: 'Obsługa szkód (soft claims) dla ubezpieczycieli',
  metaDescription:
    'Outsourcing obsługi szkód dla ubezpieczycieli: przyjmowanie zgłoszeń (FNOL), informacja o statusie i kompletowanie dokumentów – z empatią i zgodnie z RODO.',
  headline: 'Obsługa szkód, którą klienci zapamiętają z dobrych powodów',
  lead: 'To przy szkodzie ubezpieczyciel pokazuje, ile jest warta jego obietnica. Nasz zespół soft claims przyjmuje zgłoszenia szkód, informuje poszkodowanych o statusie sprawy i kompletuje dokumenty potrzebne likwidatorom – tak aby Państwa specjaliści mogli skupić się na ocenie i decyzjach.',
  intro: [
    'Większość kontaktów w procesie szkodowym nie dotyczy samej decyzji. Klienci zgłaszają szkodę, pytają, co dalej, dopytują o status i przesyłają zdjęcia, faktury czy notatki policyjne. Te „miękkie” zadania są czasochłonne, powtarzalne i obciążone emocjami, a prowadzone niestarannie generują reklamacje i odejścia klientów. Przejmujemy je zgodnie z Państwa procedurami i standardami marki – pracując bezpośrednio w Państwa systemie szkodowym lub równolegle do niego.',
    'Nasi konsultanci są szkoleni, by przyjąć zgłoszenie szkody kompletnie i bezbłędnie już za pierwszym razem: kto, co, gdzie i kiedy, weryfikacja polisy, pytania o zakres ochrony i lista dokumentów wymaganych przy danym rodzaju szkody. Ustrukturyzowane formularze i listy kontrolne ograniczają niekompletne akta i korespondencję, która wydłuża likwidację. Proste sprawy trafiają do likwidatorów gotowe do oceny, a złożone lub sporne są od razu oznaczane i eskalowane.',
    'Nigdy nie podejmujemy w Państwa imieniu decyzji o zakresie ochrony ani wysokości odszkodowania – to pozostaje w rękach Państwa specjalistów. Zapewniamy moce przerobowe, powtarzalną jakość i empatię: zespół ponad 100 konsultantów, obsługę w ponad 10 językach dla klientów przebywających za granicą i 90% spraw rozwiązywanych przy pierwszym kontakcie w naszych usługach. Gdy nawałnica lub powódź zwielokrotnia liczbę zgłoszeń, szybko powiększamy zespół, by linie zgłoszeniowe pozostały dostępne.',
  ],
  included: [
    {
      title: 'Przyjmowanie zgłoszeń szkód (FNOL)',
      text: 'Zgłoszenia telefoniczne, mailowe, przez formularz i czat – komunikacyjne, majątkowe, podróżne, zdrowotne i sprzętowe – rejestrowane w formularzach dopasowanych do Państwa rodzajów szkód.',
    },
    {
      title: 'Informacja o statusie sprawy',
      text: 'Aktualizacje dla klientów, pośredników i partnerów naprawczych – na ich prośbę i z naszej inicjatywy – oparte na bieżącym statusie w systemie szkodowym.',
    },
    {
      title: 'Kompletowanie dokumentów',
      text: 'Wzywanie do przesłania zdjęć, faktur, kosztorysów, dokumentacji medycznej i notatek policyjnych, ich sprawdzanie oraz przypomnienia aż do skompletowania akt.',
    },
    {
      title: 'Koordynacja terminów',
      text: 'Umawianie oględzin, rzeczoznawców, warsztatów i pojazdów zastępczych oraz potwierdzanie terminów ze wszystkimi stronami.',
    },
    {
      title: 'Selekcja i eskalacja',
      text: 'Wychwytywanie sygnałów możliwego nadużycia, klientów w trudnej sytuacji, dużych lub złożonych szkód oraz reklamacji i przekazywanie ich wskazanym likwidatorom według uzgodnionych reguł.',
    },
    {
      title: 'Bezpieczne przetwarzanie danych',
      text: 'Praca na podstawie umowy powierzenia, przetwarzanie danych osobowych i medycznych zgodnie z RODO, dostęp według ról i pełny ślad audytowy.',
    },
  ],
  steps: [
    {
      title: 'Mapowanie procesów i rodzajów szkód',
      text: 'Analizujemy Państwa ścieżki szkodowe, linie produktowe i punkty przekazania spraw, aby precyzyjnie określić, które zadania przejmujemy, a gdzie decyzje pozostają po Państwa stronie.',
    },
    {
      title: 'Skrypty, formularze i integracja',
      text: 'Przygotowujemy scenariusze rozmów, formularze FNOL i listy dokumentów dla każdego rodzaju szkody oraz łączymy się z Państwa systemem szkodowym i obiegiem dokumentów.',
    },
    {
      title: 'Szkolenie i certyfikacja',
      text: 'Konsultanci przechodzą szkolenie produktowe i procesowe, trening empatii i rozmów z klientem w trudnej sytuacji, a przed obsługą realnych zgłoszeń zdają wewnętrzny sprawdzian kompetencji.',
    },
    {
      title: 'Start pod ścisłym nadzorem',
      text: 'Zaczynamy od wybranych rodzajów szkód lub kanałów, wspólnie z Państwa zespołem przeglądamy rozmowy i akta, dopracowujemy skrypty i dopiero wtedy rozszerzamy zakres.',
    },
    {
      title: 'Raportowanie i doskonalenie',
      text: 'Otrzymują Państwo raporty o wolumenach, czasie obsługi, kompletności akt, eskalacjach i satysfakcji klientów, a z kierownikami likwidacji regularnie kalibrujemy standardy.',
    },
  ],
  figures: ['firstCallResolution', 'teamSize', 'languages'],
  industries: ['finance', 'healthcare', 'retail', 'telecom'],
  faqs: [
    {
      question: 'Czym właściwie jest soft claims?',
      answer:
        'To zadania obsługowe wokół szkody, które nie wymagają decyzji o zakresie ochrony ani wypłacie: przyjęcie zgłoszenia, wyjaśnienie przebiegu procesu, informacja o statusie, kompletowanie dokumentów i koordynacja terminów. Jest ich dużo, a czas reakcji ma znaczenie – dlatego świetnie sprawdza się tu wyspecjalizowany zespół contact center.',
    },
    {
      question: 'Czy konsultanci podejmują decyzje w sprawie szkód?',
      answer:
        'Nie. Decyzje o zakresie ochrony, odpowiedzialności i wysokości odszkodowania pozostają w rękach Państwa likwidatorów. Nasi konsultanci działają ściśle w ramach Państwa skryptów i uprawnień, a wszystko, co wykracza poza te ramy, eskalują.',
    },
    {
      question: 'Jakie linie ubezpieczeń obejmuje usługa?',
      answer:
        'Najczęściej są to ubezpieczenia komunikacyjne, mieszkaniowe i majątkowe, turystyczne, zdrowotne oraz ubezpieczenia sprzętu i gwarancje rozszerzone. Formularze, listy kontrolne i zasady eskalacji dopasowujemy do każdej linii produktowej i do Państwa kategorii szkód.',
    },
    {
      question: 'Co w przypadku skoku zgłoszeń po nawałnicach czy powodziach?',
      answer:
        'Plan na taką sytuację uzgadniamy z wyprzedzeniem: uproszczone skrypty zgłoszeniowe, dodatkowi konsultanci z naszej przeszkolonej puli, kolejki oddzwonień i agenci AI do sprawdzania statusu. Dzięki temu linie zgłoszeniowe pozostają dostępne nawet wtedy, gdy po ekstremalnej pogodzie liczba zgłoszeń gwałtownie rośnie.',
    },
    {
      question: 'Jak chronione są dane wrażliwe?',
      answer:
        'Przetwarzamy dane jako podmiot przetwarzający na podstawie umowy powierzenia i zgodnie z RODO. Dostęp przydzielamy według ról, dane szczególnych kategorii, np. medyczne, obsługują wyłącznie upoważnieni konsultanci, a każda czynność w aktach sprawy jest rejestrowana.',
    },
    {
      question: 'Czy usługa obejmuje także pośredników i partnerów naprawczych?',
      answer:
        'Tak. Poza klientami przyjmujemy połączenia od agentów i brokerów, warsztatów, wykonawców i firm assistance, odpowiadamy na pytania o status i koordynujemy kolejne kroki według zasad, które Państwo określą.',
    },
  ],
  related: ['back-office', 'inbound-call-center', 'quality-assurance'],
} satisfies ServiceContent
