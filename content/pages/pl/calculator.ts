import type { CalculatorPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'Kalkulator obsady call center (Erlang C)',
  metaDescription:
    'Ilu konsultantów potrzeba przy Państwa wolumenie połączeń? Bezpłatny kalkulator Erlang C: obsada, poziom obsługi, czas oczekiwania, etaty i orientacyjny koszt.',
  eyebrow: 'Kalkulator obsady',
  headline: 'Ilu konsultantów Państwo potrzebują?',
  lead: 'Wystarczy wpisać wolumen kontaktów i docelowy poziom obsługi. Kalkulator wyznaczy modelem Erlang C liczbę konsultantów na linii, liczbę osób w grafiku i liczbę etatów, a także orientacyjny koszt miesięczny.',
  methodologyTitle: 'Jak działa kalkulator',
  methodologyLead:
    'Kalkulator korzysta z modelu Erlang C – modelu kolejkowego, którym planiści obsady call center posługują się od dziesięcioleci. To rzetelny punkt wyjścia; poniżej wyjaśniamy, co zakłada i w czym rzeczywista praca call center od niego odbiega.',
  methodology: [
    {
      title: 'Założenia modelu Erlang C',
      text: 'Kontakty napływają losowo, ze stałą średnią intensywnością w danym przedziale, czasy obsługi wahają się wokół średniej, każdy konsultant może przyjąć każdy kontakt i nikt się nie rozłącza: klient czeka tyle, ile trzeba. Na podstawie natężenia ruchu (kontakty × czas obsługi ÷ długość przedziału) model wyznacza dla każdej liczby konsultantów prawdopodobieństwo oczekiwania i odsetek kontaktów odebranych w zadanym czasie; kalkulator wybiera najmniejszą liczbę, przy której cel zostaje osiągnięty.',
    },
    {
      title: 'Porzucenia: model zawyża obsadę',
      text: 'W rzeczywistości część klientów rozłącza się, gdy czekają zbyt długo, a każdy z nich zmniejsza obciążenie kolejki. Erlang C traktuje ich tak, jakby nadal czekali, dlatego przeszacowuje czas oczekiwania i wskazuje nieco więcej konsultantów, niż potrzeba – najwyraźniej przy wysokim obłożeniu. Modele uwzględniające porzucenia (Erlang A lub symulacja) dają niższe wyniki, jeśli znają Państwo cierpliwość swoich klientów.',
    },
    {
      title: 'Wiele kompetencji: model zaniża obsadę podzielonych zespołów',
      text: 'Model zakłada jedną kolejkę i wzajemnie zastępowalnych konsultantów. Gdy zespół dzieli się na grupy kompetencyjne (języki, produkty, linie wsparcia), każda grupa to mniejsza kolejka, a małe kolejki wymagają proporcjonalnie więcej osób. Każdą grupę warto policzyć osobno – suma wyjdzie wyższa niż jedno obliczenie dla wszystkich kontaktów. Konsultanci przeszkoleni do kilku kolejek odzyskują część tej różnicy.',
    },
    {
      title: 'Czat i e-mail: nie obsługuje się ich pojedynczo',
      text: 'Erlang C zakłada, że konsultant obsługuje jeden kontakt naraz. Na czacie prowadzi się zwykle dwie lub trzy rozmowy jednocześnie, więc wynik dla czatu zawyża zespół; podzielenie go przez liczbę równoległych rozmów to częste pierwsze przybliżenie. E-maile i sprawy back office mogą czekać godzinami – planuje się je według pracochłonności (liczba spraw × czas obsługi ÷ godziny produktywne), a nie modelem kolejkowym.',
    },
    {
      title: 'Przedziały, szczyty i absencja',
      text: 'Wolumen zmienia się w ciągu dnia. Warto policzyć każdy przedział typowego dnia albo ten najbardziej obciążony i ułożyć grafik pod tę krzywą; podana tu liczba etatów zakłada, że wpisany przedział trwa cały dzień, jest więc górnym oszacowaniem na tydzień. Współczynnik absencji (shrinkage) przelicza konsultantów na linii na osoby w grafiku: najlepiej przyjąć go z własnych danych o przerwach, szkoleniach, spotkaniach, urlopach i zwolnieniach.',
    },
  ],
  text: {
    formTitle: 'Państwa wolumen kontaktów',
    formNote:
      'Prosimy wpisać dane z najbardziej obciążonego przedziału. Pod każdym polem podajemy dopuszczalny zakres.',
    calls: 'Liczba kontaktów w przedziale',
    callsHint: 'Liczba połączeń spodziewanych w tym przedziale: od {min} do {max}.',
    interval: 'Długość przedziału',
    intervalHint: 'Okres, w którym napływają kontakty.',
    aht: 'Średni czas obsługi (sekundy)',
    ahtHint: 'Czas rozmowy wraz z pracą po rozmowie: od {min} do {max} sekund.',
    target: 'Docelowy poziom obsługi (%)',
    targetHint: 'Odsetek kontaktów odebranych w czasie podanym niżej: od {min} do {max}%.',
    answer: 'Czas na odebranie (sekundy)',
    answerHint: 'Od {min} do {max} sekund; typowy cel to 80% połączeń odebranych w 20 sekund.',
    shrinkage: 'Współczynnik absencji – shrinkage (%)',
    shrinkageHint: 'Płatny czas poza obsługą kontaktów (przerwy, szkolenia, urlopy, zwolnienia): od {min} do {max}%.',
    openingHours: 'Godziny pracy',
    hours: 'Liczba godzin pracy dziennie',
    hoursHint: 'Od {min} do {max}; bez wpisu przyjmujemy {default}.',
    days: 'Liczba dni pracy w tygodniu',
    daysHint: 'Od {min} do {max}; bez wpisu przyjmujemy {default}.',
    submit: 'Oblicz',
    liveNote: 'Wyniki zmieniają się na bieżąco w trakcie wpisywania.',
    errorSummary: 'Prosimy poprawić zaznaczone pola, aby zobaczyć wyniki.',
    'error.required': 'Prosimy wpisać wartość.',
    'error.number': 'Prosimy wpisać liczbę, np. 250.',
    'error.whole': 'Prosimy wpisać liczbę całkowitą bez separatorów, np. 1500.',
    'error.range': 'Prosimy wpisać liczbę od {min} do {max}.',
    'error.interval': 'Prosimy wybrać 15, 30 lub 60 minut.',
    'error.target100':
      'Żadne call center nie odbiera wszystkich kontaktów w wyznaczonym czasie: prosimy wpisać cel poniżej 100%.',
    'error.traffic':
      'Przy takim wolumenie jednocześnie pracowałoby ponad {max} konsultantów – więcej niż w jakimkolwiek pojedynczym call center. Prosimy sprawdzić liczbę kontaktów i czas obsługi.',
    'error.unreachable':
      'Tego celu nie osiągnie żadna realna liczba konsultantów. Prosimy obniżyć cel lub wydłużyć czas na odebranie.',
    resultsTitle: 'Wyniki',
    summary: 'Na linii: {agents}, w grafiku: {scheduled}, etaty: {fte}.',
    traffic: 'Natężenie ruchu (erlangi)',
    trafficText:
      'Ilu konsultantów jest średnio zajętych w każdej chwili: kontakty × czas obsługi ÷ długość przedziału.',
    agents: 'Konsultanci na linii',
    agentsText:
      'Najmniejsza liczba konsultantów obsługujących kontakty jednocześnie, przy której cel zostaje osiągnięty (Erlang C).',
    serviceLevel: 'Poziom obsługi',
    serviceLevelText: 'Odsetek kontaktów odebranych w ciągu {answer} s przy tej liczbie konsultantów.',
    probabilityOfWaiting: 'Prawdopodobieństwo oczekiwania',
    probabilityOfWaitingText: 'Odsetek kontaktów, które w ogóle trafiają do kolejki.',
    averageSpeedOfAnswer: 'Średni czas do odebrania (sekundy)',
    averageSpeedOfAnswerText: 'Średnie oczekiwanie liczone dla wszystkich kontaktów, także tych odebranych od razu.',
    occupancy: 'Obłożenie',
    occupancyText: 'Jaką część czasu na linii konsultanci poświęcają na obsługę kontaktów.',
    occupancyHigh:
      'Powyżej ok. 90% konsultanci nie mają niemal żadnej przerwy między kontaktami; planiści zwykle ograniczają obłożenie do 85–90% i dodają stanowiska.',
    scheduled: 'Konsultanci w grafiku',
    scheduledText:
      'Tylu konsultantów trzeba zaplanować, aby przy absencji {shrinkage}% na linii pracowało ich wystarczająco wielu (w zaokrągleniu w górę).',
    fte: 'Etaty (FTE)',
    fteText:
      'Pełne etaty ({fteHours} godzin tygodniowo) potrzebne na {hours} h dziennie, {days} w tygodniu, jeśli wolumen z tego przedziału utrzymuje się przez cały dzień.',
    tradeOffTitle: 'Poziom obsługi przy mniejszej lub większej obsadzie',
    tradeOffText: 'Każdy konsultant więcej lub mniej zmienia poziom obsługi i czas oczekiwania – od tego zależy cena.',
    tradeOffAgents: 'Konsultanci',
    tradeOffCurrent: '(wynik)',
    queueNeverClears: 'Kolejka rośnie bez końca',
    costTitle: 'Orientacyjny koszt miesięczny',
    costRange: 'od {low} do {high} miesięcznie',
    costAssumptions: 'Założenia',
    costRate:
      'Pełny koszt jednego etatu od {low} do {high} miesięcznie: wynagrodzenie, nadzór, technologia i zarządzanie.',
    costFte: 'Liczba etatów jak wyżej: {fte}.',
    costNotQuote:
      'To szacunek do porównywania wariantów, a nie oferta: cena zależy od języków, kompetencji, godzin pracy i warunków umowy.',
    costSample: 'Stawki przykładowe, wyłącznie poglądowe – to nie jest nasz cennik.',
    sendTitle: 'Omówmy to z naszym planistą',
    send: 'Wyślij ten scenariusz naszemu zespołowi',
    sendText:
      'Otworzy się formularz kontaktowy z dołączonym scenariuszem. Nic nie zostanie wysłane, dopóki nie wyślą Państwo formularza.',
    appName: 'Kalkulator obsady call center',
  },
} satisfies CalculatorPageContent
