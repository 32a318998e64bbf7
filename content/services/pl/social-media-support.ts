import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'social-media-support',
  name: 'Obsługa mediów społecznościowych',
  summary:
    'Szybkie odpowiedzi na komentarze, wiadomości i opinie w social mediach – w tonie Państwa marki, z eskalacją, zanim problem urośnie.',
  metaTitle: 'Obsługa klienta w social mediach – outsourcing',
  metaDescription:
    'Obsługa klienta na Facebooku, Instagramie, LinkedInie, X i TikToku: odpowiedzi na komentarze i wiadomości w tonie marki, opinie i szybkie eskalacje.',
  headline: 'Obsługa klienta tam, gdzie klienci rozmawiają',
  lead: 'W mediach społecznościowych każda reklamacja ma widownię. Szybko i w tonie Państwa marki odpowiadamy na komentarze, wiadomości prywatne i opinie, zamieniając publiczną frustrację w widoczny dowód, że dbają Państwo o swoich klientów.',
  intro: [
    'Media społecznościowe już dawno przestały być wyłącznie kanałem marketingowym. Klienci pytają tam o zamówienia, zgłaszają awarie i piszą reklamacje, gdy infolinia jest zajęta – a odpowiedzi oczekują w ciągu godziny, nie następnego dnia roboczego. Nasz zespół monitoruje Państwa profile i skrzynkę wiadomości, oddziela sprawy obsługowe od rozmów marketingowych i rozwiązuje je od razu albo przenosi do kanału prywatnego, gdy w grę wchodzą dane osobowe.',
    'Każda odpowiedź powstaje według przewodnika po tonie komunikacji uzgodnionego z Państwa działem marketingu oraz macierzy eskalacji ustalonej z działem prawnym i PR. Konsultanci wiedzą, kiedy odpowiedzieć, kiedy ukryć spam lub obraźliwe treści, a kiedy natychmiast zaalarmować przełożonego, bo wpis zaczyna zdobywać zasięg. Ponieważ pracują także w Państwa CRM, wiadomość z social mediów staje się zarejestrowaną sprawą z pełną historią, a nie zrzutem ekranu w czyjejś skrzynce – to jeden z powodów, dla których rozwiązujemy sprawy nawet o 20% szybciej.',
    'Obsługa social mediów najlepiej sprawdza się jako część modelu omnichannel, dlatego nasz zespół korzysta z tej samej bazy wiedzy i tych samych standardów jakości co konsultanci telefoniczni i czatowi. Klienci, którzy kontaktują się z nami przez urządzenia mobilne – a tam toczy się większość rozmów w social mediach – w 98% oceniają naszą obsługę dobrze lub bardzo dobrze (CSAT). Wspieramy marki w ponad 10 językach.',
  ],
  included: [
    {
      title: 'Komentarze i wiadomości',
      text: 'Publiczne komentarze i wiadomości prywatne na Facebooku, Instagramie, LinkedInie, X, TikToku i YouTubie obsługujemy lub przekazujemy dalej w czasie określonym w SLA.',
    },
    {
      title: 'Zarządzanie opiniami',
      text: 'Odpowiedzi na opinie w Google i na platformach sprzedażowych, kontakt z klientami po negatywnych doświadczeniach oraz informacja zwrotna dla zespołów, które mogą usunąć przyczynę problemu.',
    },
    {
      title: 'Moderacja',
      text: 'Ukrywanie lub usuwanie spamu, obraźliwych i niezwiązanych z tematem treści zgodnie z Państwa zasadami społeczności i regulaminami platform.',
    },
    {
      title: 'Eskalacje i alerty kryzysowe',
      text: 'Jasna ścieżka postępowania przy wrażliwych wpisach, skargach influencerów i narastających problemach, z natychmiastowym powiadomieniem Państwa działu komunikacji.',
    },
    {
      title: 'Rejestracja spraw w CRM',
      text: 'Rozmowy z mediów społecznościowych powiązane z kartoteką klienta i zgłoszeniami, dzięki czemu sprawy są śledzone i zamykane jak każdy inny kontakt.',
    },
    {
      title: 'Raporty nastrojów i tematów',
      text: 'Regularne zestawienia wolumenów, czasów odpowiedzi, sentymentu i powracających tematów – czytelny obraz tego, co klienci mówią o Państwa marce, dla działów produktu i marketingu.',
    },
  ],
  steps: [
    {
      title: 'Wdrożenie i ton marki',
      text: 'Analizujemy Państwa profile i dotychczasowe rozmowy, a następnie razem z zespołami marketingu i obsługi klienta tworzymy przewodnik po tonie komunikacji, bibliotekę odpowiedzi i macierz eskalacji.',
    },
    {
      title: 'Narzędzia i dostępy',
      text: 'Łączymy się z Państwa skrzynką społecznościową lub narzędziem do monitoringu, takim jak Meta Business Suite, Sprout Social czy Hootsuite – z dostępem opartym na rolach i bez współdzielonych haseł.',
    },
    {
      title: 'Obsługa na bieżąco',
      text: 'Konsultanci pracują w godzinach określonych w SLA, w pierwszej kolejności zajmując się reklamacjami i pytaniami, które zyskują zasięg, a sprawy z danymi osobowymi przenoszą do kanałów prywatnych.',
    },
    {
      title: 'Przegląd i doskonalenie',
      text: 'Comiesięczna analiza czasów odpowiedzi, sentymentu i eskalacji pozwala aktualizować bibliotekę odpowiedzi i przekazywać wnioski Państwa działom produktu i marketingu.',
    },
  ],
  figures: ['csatMobile', 'fasterResolutions', 'languages'],
  industries: ['retail', 'telecom', 'technology', 'energy', 'education'],
  faqs: [
    {
      question: 'Czy Wasi konsultanci będą brzmieć jak nasza marka?',
      answer:
        'Tak. Przed startem razem z Państwa zespołem przygotowujemy przewodnik po tonie komunikacji i przykładowe odpowiedzi oraz ustalamy, które tematy wymagają Państwa akceptacji. Kontrola jakości ocenia nie tylko merytorykę, ale i ton, a każdą odpowiedź mogą Państwo w dowolnej chwili przejrzeć we własnych narzędziach.',
    },
    {
      question: 'Gdzie kończy się obsługa klienta, a zaczyna community management?',
      answer:
        'Koncentrujemy się na obsłudze klienta: pytaniach, reklamacjach, zamówieniach i problemach technicznych. Treści marketingowe i angażowanie odbiorców wokół kampanii pozostają po stronie Państwa zespołu lub agencji – sygnalizujemy jednak rozmowy, o których powinni wiedzieć.',
    },
    {
      question: 'Co robicie, gdy wpis zaczyna żyć własnym życiem?',
      answer:
        'Macierz eskalacji określa, co uznajemy za ryzyko – zasięg, ton, temat lub autora – i kogo alarmujemy. Konsultant wstrzymuje standardowe odpowiedzi w wątku, natychmiast informuje Państwa osobę kontaktową ds. komunikacji i posługuje się uzgodnionym stanowiskiem przejściowym.',
    },
    {
      question: 'Czy obsługujecie wieczory i weekendy?',
      answer:
        'Tak, godziny pracy określamy w SLA. Wiele marek rozszerza obsługę na wieczory i weekendy, kiedy aktywność w mediach społecznościowych jest największa, a inne kanały są zamknięte.',
    },
    {
      question: 'Czy obsługa może działać w kilku językach?',
      answer:
        'Tak. Prowadzimy rozmowy w mediach społecznościowych w ponad 10 językach, kierując każdą wiadomość do konsultanta, który biegle posługuje się danym językiem – bez polegania na tłumaczeniu maszynowym.',
    },
  ],
  related: ['omnichannel', 'crisis-hotline', 'customer-retention'],
} satisfies ServiceContent
