import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'crisis-hotline',
  name: 'Infolinia na sytuacje kryzysowe',
  summary:
    'Osobne infolinie na wypadek wycofania produktu, awarii czy incydentu – gotowe przyjąć nagły napływ połączeń.',
  metaTitle: 'Infolinia kryzysowa dla firm – awarie, incydenty, wycofania',
  metaDescription:
    'Infolinia na wypadek wycofania produktu, awarii lub incydentu: przeszkoleni konsultanci, zatwierdzone komunikaty i szybkie zwiększenie obsady.',
  headline: 'Infolinia kryzysowa gotowa, zanim zadzwonią pierwsi klienci',
  lead: 'Gdy wycofują Państwo produkt z rynku, pada sieć albo o incydencie piszą media, klienci dzwonią wszyscy naraz. Nasza infolinia na sytuacje kryzysowe to przeszkoleni konsultanci, zatwierdzone komunikaty i rezerwa obsady na nagłe szczyty – każdy rozmówca dostaje jasną i spójną odpowiedź, a Państwa zespół może zająć się samym kryzysem.',
  intro: [
    'W sytuacji kryzysowej contact center staje się twarzą firmy. Długie kolejki, sprzeczne informacje i nieoddzwonione połączenia w ciągu kilku godzin zamieniają problem operacyjny w wizerunkowy. Uruchamiamy osobne infolinie i kanały kontaktu, które odciążają Państwa zespoły: identyfikujemy rozmówców, przekazujemy im rzetelne informacje, uspokajamy i – gdy trzeba – łączymy z właściwym specjalistą lub służbą dyżurną.',
    'Na najgorsze przygotowujemy się w spokojnym czasie. Razem z Państwa działem komunikacji, prawnikami i zespołem operacyjnym tworzymy plan gotowości: ścieżki połączeń, komunikaty w kolejce, drzewa eskalacji, zatwierdzone stanowiska oraz listę danych do zebrania – na przykład numerów partii przy wycofaniu produktu czy adresów przy awarii. Po uruchomieniu planu nasi konsultanci korzystają z tych samych, na bieżąco aktualizowanych informacji co Państwa biuro prasowe.',
    'Zespół ponad 100 konsultantów, obsługujących rozmowy w ponad 10 językach, prowadzi trudne rozmowy spokojnie i zgodnie z przyjętym przekazem. Tu szczególnie liczy się rozwiązanie sprawy przy pierwszym kontakcie: przy 90% spraw rozwiązywanych przy pierwszym kontakcie większość dzwoniących od razu dostaje to, czego potrzebuje, a liczba ponownych połączeń i długość kolejek pozostają pod kontrolą.',
  ],
  included: [
    {
      title: 'Osobne numery i kanały',
      text: 'Osobne numery telefonów, ścieżki IVR, czat i skrzynki e-mail dla danego zdarzenia, aby ruch kryzysowy nie blokował bieżącej obsługi klientów.',
    },
    {
      title: 'Plan gotowości i „uśpiona” linia',
      text: 'Uzgodnione wcześniej skrypty, ścieżki połączeń i drzewa eskalacji, przetestowane zawczasu i gotowe do szybkiego włączenia, gdy dojdzie do incydentu.',
    },
    {
      title: 'Rezerwa na szczyty',
      text: 'Dodatkowi konsultanci z naszej przeszkolonej puli, wspierani przez agentów AI, którzy podają aktualny status i odpowiadają na najczęstsze pytania.',
    },
    {
      title: 'Kontrola przekazu',
      text: 'Jedno źródło zatwierdzonych komunikatów, aktualizowane wspólnie z Państwa zespołem komunikacji – każdy konsultant mówi to samo w każdym kanale.',
    },
    {
      title: 'Rejestracja zgłoszeń i eskalacja',
      text: 'Ustrukturyzowany zapis każdego kontaktu – dane produktu, objawy, lokalizacja, szkody lub obrażenia – a pilne sprawy natychmiast trafiają do Państwa dyżurnych.',
    },
    {
      title: 'Raportowanie na żywo',
      text: 'Bieżące zestawienia wolumenów, czasu oczekiwania, powodów kontaktu i nowych problemów oraz raporty zmianowe dla sztabu kryzysowego, a w razie potrzeby także dla regulatora.',
    },
  ],
  steps: [
    {
      title: 'Warsztat scenariuszy ryzyka',
      text: 'Wspólnie określamy zdarzenia, które najpewniej mogą Państwa dotknąć – wycofanie produktu, awarię, wyciek danych, incydent bezpieczeństwa – i ustalamy, czego w każdym z nich będą potrzebować dzwoniący.',
    },
    {
      title: 'Plan i skrypty',
      text: 'Przygotowujemy ścieżki połączeń, komunikaty, FAQ i kontakty eskalacyjne, przekazujemy je do akceptacji działom prawnemu i komunikacji oraz szkolimy stały zespół kryzysowy.',
    },
    {
      title: 'Testy i gotowość',
      text: 'Przeprowadzamy ćwiczenia na uśpionej linii, sprawdzamy routing i raportowanie oraz na bieżąco aktualizujemy kontakty i skrypty – uruchomienie to decyzja, a nie projekt.',
    },
    {
      title: 'Aktywacja i obsługa szczytu',
      text: 'Na Państwa sygnał włączamy numery i kanały, dokładamy konsultantów i zaczynamy raportować na żywo do sztabu kryzysowego.',
    },
    {
      title: 'Wygaszenie i wnioski',
      text: 'Gdy połączeń ubywa, zmniejszamy obsadę, przekazujemy otwarte sprawy i przygotowujemy podsumowanie z danymi o kontaktach, nastrojach klientów oraz rekomendacjami.',
    },
  ],
  figures: ['teamSize', 'languages', 'firstCallResolution'],
  industries: ['energy', 'telecom', 'healthcare', 'manufacturing', 'retail'],
  faqs: [
    {
      question: 'Jak szybko infolinia kryzysowa może zacząć działać?',
      answer:
        'Jeśli mają Państwo z nami plan gotowości, aktywacja sprowadza się do włączenia routingu i zatwierdzonych już skryptów, więc linia przyjmuje połączenia bardzo szybko. Bez planu również pomożemy: zaczynamy od podstawowego zespołu i prostych skryptów, a obsługę rozbudowujemy, gdy sytuacja się wyjaśnia.',
    },
    {
      question: 'Czy linia działa także poza godzinami pracy?',
      answer:
        'Tak. Infolinia kryzysowa może działać całodobowo tak długo, jak wymaga tego sytuacja – grafik zmian i kontakty dyżurne do eskalacji ustalamy z Państwem z wyprzedzeniem.',
    },
    {
      question: 'Kto decyduje, co konsultanci mówią klientom?',
      answer:
        'Państwo. Konsultanci korzystają wyłącznie z komunikatów zatwierdzonych przez wyznaczonych rzeczników. Każde nowe pytanie, którego nie obejmuje skrypt, trafia do rejestru eskalacji, a odpowiedź dopisujemy po Państwa akceptacji – w trakcie aktywnego incydentu nawet kilka razy dziennie.',
    },
    {
      question: 'W jakich sytuacjach sprawdza się infolinia kryzysowa?',
      answer:
        'Przy wycofaniu produktu i komunikatach bezpieczeństwa, awariach usług i sieci, incydentach w systemach rozliczeniowych lub IT, zawiadomieniach o naruszeniu ochrony danych osobowych, wydarzeniach publicznych i utrudnieniach pogodowych. Każdy scenariusz ma własną ścieżkę rozmowy i formularz zbierania danych.',
    },
    {
      question: 'Czy kontakty są dokumentowane na potrzeby regulatora lub ubezpieczyciela?',
      answer:
        'Tak. Każdy kontakt rejestrujemy wraz z powodem, przekazaną informacją i dalszymi działaniami. Po zakończeniu incydentu otrzymują Państwo pełny rejestr i raporty podsumowujące, przydatne w raportowaniu do regulatora, przy zgłoszeniu szkody czy podczas wewnętrznego przeglądu.',
    },
    {
      question: 'Co, jeśli połączeń jest więcej, niż ludzie są w stanie odebrać?',
      answer:
        'Łączymy dodatkowych konsultantów z agentami AI i komunikatami IVR, które podają aktualny status i odpowiadają na najczęstsze pytania. Dzięki temu nasi ludzie mogą skupić się na pilnych sprawach i osobach wymagających szczególnego wsparcia.',
    },
  ],
  related: ['flexible-workforce', 'inbound-call-center', 'social-media-support'],
} satisfies ServiceContent
