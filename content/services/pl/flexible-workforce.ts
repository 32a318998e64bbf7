import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'flexible-workforce',
  name: 'Elastyczny zespół',
  summary:
    'Przeszkoleni konsultanci na sezonowe szczyty, kampanie i nadmiarowy ruch – obsada, która rośnie i maleje razem z wolumenem.',
  metaTitle: 'Elastyczny zespół – konsultanci na sezon i kampanie',
  metaDescription:
    'Elastyczna obsada contact center na sezonowe szczyty, kampanie i nadmiarowy ruch: przeszkoleni konsultanci w ponad 10 językach wtedy, gdy są Państwu potrzebni.',
  headline: 'Dodatkowi konsultanci wtedy, kiedy są Państwu potrzebni',
  lead: 'Sezon sprzedażowy, premiera produktu, kampania marketingowa czy nagły skok zgłoszeń rzadko mieszczą się w stałej obsadzie. Elastyczny zespół to przeszkoleni konsultanci, którzy w szczycie przejmują nadmiarowy ruch lub całe kolejki – poziom obsługi pozostaje stabilny, a płacą Państwo tylko za faktycznie wykorzystaną obsadę.',
  intro: [
    'Zespół zaplanowany na najbardziej intensywny tydzień w roku oznacza, że przez resztę roku opłacają Państwo puste stanowiska. Zespół zaplanowany pod średnią to z kolei długie kolejki, porzucone połączenia i utracona sprzedaż – dokładnie wtedy, gdy klienci najbardziej Państwa potrzebują. Tę lukę wypełniamy pulą doświadczonych konsultantów w Częstochowie, przeszkolonych w Państwa procesach i gotowych do włączenia w grafik, gdy tylko prognoza pokaże szczyt.',
    'Model współpracy dopasowujemy do Państwa operacji: jako obsługę nadmiarowego ruchu (overflow), która przejmuje połączenia i czaty po przekroczeniu uzgodnionego progu, jako zespół na wyłączność na kampanię lub sezon albo jako wsparcie w wydłużonych godzinach – wieczorami i w weekendy. Nasz zespół planowania (WFM) wspólnie z Państwem prognozuje wolumeny, układa grafiki pod rozkład ruchu i co tydzień koryguje obsadę.',
    'Elastyczność nie oznacza przypadkowych osób z doskoku. Każdy konsultant przechodzi uporządkowany onboarding i stały monitoring jakości, a nasz zespół ponad 100 konsultantów obsługuje klientów w ponad 10 językach. Państwa klienci są obsługiwani według tych samych standardów co przez zespół wewnętrzny – przy 90% spraw rozwiązanych przy pierwszym kontakcie w naszych usługach.',
  ],
  included: [
    {
      title: 'Obsługa nadmiarowego ruchu',
      text: 'Połączenia, czaty i e-maile trafiają do naszego zespołu, gdy Państwa kolejki przekroczą uzgodniony próg – klienci dostają odpowiedź, zamiast się rozłączać.',
    },
    {
      title: 'Zespoły sezonowe i kampanijne',
      text: 'Konsultanci na wyłączność na sezon sprzedażowy, premierę produktu, okres rekrutacji, zmianę taryf czy kampanię marketingową – z planowym zwiększaniem i zmniejszaniem obsady.',
    },
    {
      title: 'Planowanie obsady',
      text: 'Wspólne prognozowanie, grafiki w podziale na interwały i cotygodniowy przegląd obsady na podstawie danych historycznych i planowanych kampanii.',
    },
    {
      title: 'Szybki onboarding',
      text: 'Szkolenie procesowe, baza wiedzy i skrypty przygotowane razem z Państwem oraz stały zespół, który zna markę i wdraża nowe osoby w okresie zwiększania obsady.',
    },
    {
      title: 'Obsługa wielojęzyczna',
      text: 'Konsultanci w ponad 10 językach na zagraniczne szczyty sprzedaży – bez rekrutowania specjalistów językowych na kilka tygodni pracy.',
    },
    {
      title: 'Przejrzyste raportowanie',
      text: 'Dzienne i tygodniowe raporty wolumenów, poziomu obsługi, czasu rozmów, ocen jakości i kosztów – spójne ze wskaźnikami, których używa Państwa zespół wewnętrzny.',
    },
  ],
  steps: [
    {
      title: 'Analiza wolumenów i procesów',
      text: 'Analizujemy historyczne wolumeny, plan kampanii i obecny poziom obsługi, aby wskazać, gdzie i kiedy potrzebna jest dodatkowa obsada.',
    },
    {
      title: 'Model i umowa',
      text: 'Uzgadniamy model – overflow, zespół na wyłączność na szczyt lub wydłużone godziny – a także poziomy obsługi (SLA), reguły routingu i elastyczne zasady rozliczeń.',
    },
    {
      title: 'Szkolenie i zespół bazowy',
      text: 'Grupa bazowa konsultantów przechodzi szkolenie z Państwa systemów i procedur, staje się trzonem projektu i pomaga wdrażać kolejne osoby na czas szczytu.',
    },
    {
      title: 'Zwiększanie obsady i zarządzanie na żywo',
      text: 'Dokładamy konsultantów zgodnie z prognozą, a liderzy zespołów monitorują kolejki w czasie rzeczywistym i przesuwają ludzi między kanałami, gdy zmienia się ruch.',
    },
    {
      title: 'Podsumowanie i powrót do bazy',
      text: 'Po każdym szczycie omawiamy wyniki, zapisujemy wnioski na kolejny sezon i zmniejszamy obsadę do uzgodnionego poziomu bazowego.',
    },
  ],
  figures: ['teamSize', 'languages', 'firstCallResolution', 'yearsExperience'],
  industries: ['retail', 'telecom', 'energy', 'education', 'technology'],
  faqs: [
    {
      question: 'Z jakim wyprzedzeniem trzeba zgłosić potrzebę dodatkowych konsultantów?',
      answer:
        'To zależy od złożoności procesu i tego, czy działa już przeszkolony zespół bazowy. Przy aktywnym zespole bazowym kolejne osoby możemy szybko włączyć do grafiku; przy nowym procesie wdrożenie i szkolenia planujemy z Państwem z odpowiednim wyprzedzeniem przed szczytem.',
    },
    {
      question: 'Czy można zlecić wyłącznie obsługę nadmiarowego ruchu?',
      answer:
        'Tak. Wielu klientów kieruje do nas połączenia tylko wtedy, gdy ich kolejki przekroczą uzgodniony próg, lub poza godzinami pracy własnego zespołu. Ustalamy reguły routingu, ścieżki eskalacji i wymianę informacji tak, aby Państwa klienci mieli poczucie kontaktu z jednym zespołem.',
    },
    {
      question: 'Czy płacimy za konsultantów, gdy ruch jest niski?',
      answer:
        'Model jest zaprojektowany tak, by nie musieli Państwo utrzymywać niewykorzystanej obsady. Ustalamy poziom bazowy i elastyczny zakres, a rozliczenie odzwierciedla faktycznie przepracowane godziny lub obsłużone kontakty. Szczegóły zależą od wybranego modelu i przedstawiamy je w ofercie.',
    },
    {
      question: 'Jak utrzymywana jest jakość porównywalna z naszym zespołem?',
      answer:
        'Konsultanci pracują na Państwa bazie wiedzy i skryptach, szkoli ich zespół bazowy znający markę, a oceniamy ich według tych samych kart jakości co Państwa pracowników. Regularne sesje kalibracyjne z Państwa działem jakości utrzymują wspólne standardy.',
    },
    {
      question: 'Jakie kanały i języki obejmuje usługa?',
      answer:
        'Telefon, e-mail, czat, komunikatory i media społecznościowe – po polsku, angielsku i łącznie w ponad 10 językach. W szczycie proste sprawy, takie jak sprawdzenie statusu zamówienia, mogą dodatkowo przejmować agenci AI, odciążając konsultantów.',
    },
    {
      question: 'Czy konsultanci mogą pracować w naszych systemach?',
      answer:
        'Tak. Mogą pracować bezpośrednio w Państwa CRM, systemie zgłoszeń i telefonii przez bezpieczny zdalny dostęp albo na naszej platformie zintegrowanej z Państwa narzędziami. Uprawnienia nadajemy według ról i odbieramy je po zakończeniu szczytu.',
    },
  ],
  related: ['inbound-call-center', 'crisis-hotline', 'training-development'],
} satisfies ServiceContent
