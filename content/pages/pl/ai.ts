import type { AiPageContent } from '../../../app/content/types'

export default {
  metaTitle: 'AI w call center: wirtualni agenci i konsultanci',
  metaDescription:
    'Wirtualni agenci AI obsługują rutynowe sprawy o każdej porze i przekazują trudniejsze konsultantom wraz z kontekstem. Dane przetwarzane w UE, zgodnie z RODO.',
  eyebrow: 'Call center AI',
  headline: 'Wirtualni agenci, którzy wiedzą, kiedy oddać rozmowę człowiekowi',
  lead: 'Agenci AI przejmują powtarzalne połączenia i wiadomości o każdej porze, a nasi konsultanci – rozmowy wymagające doświadczenia i empatii. Państwa klienci nie muszą dwa razy opowiadać swojej historii.',
  hybridTitle: 'AI i ludzie w jednym zespole',
  hybrid: [
    'Nasi wirtualni agenci to asystenci AI prowadzący rozmowy telefoniczne i czat, oparci na dużych modelach językowych i połączeni z Państwa systemami. Witają klienta, rozumieją jego prośbę wyrażoną naturalnym językiem, sprawdzają zamówienie lub konto i doprowadzają sprawę do końca – od umówienia wizyty po potwierdzenie płatności.',
    'Gdy rozmowa wykracza poza to, czym powinna zajmować się AI – reklamacja, nietypowa sytuacja, klient w trudnym położeniu albo po prostu prośba o rozmowę z człowiekiem – trafia do konsultanta. Ten dostaje podsumowanie, zweryfikowane już dane i powód przekazania, więc klient kontynuuje rozmowę dokładnie w miejscu, w którym ją przerwał.',
    'Nad obiema stronami czuwają ci sami liderzy zespołów. Odsłuchują rozmowy AI tak samo jak rozmowy konsultantów, poprawiają scenariusze i bazę wiedzy, a wspólnie z Państwem decydują, które tematy agenci AI przejmą jako następne.',
  ],
  capabilitiesTitle: 'Czym zajmują się wirtualni agenci',
  capabilities: [
    {
      title: 'Status zamówień i dostaw',
      text: 'Gdzie jest moja paczka, czy mogę zmienić adres, kiedy dotrze – odpowiedź od ręki, prosto z systemu zamówień.',
    },
    {
      title: 'Wizyty i rezerwacje',
      text: 'Umawianie, przekładanie i odwoływanie terminów – wizyt, spotkań czy przeglądów serwisowych – bezpośrednio w kalendarzu, z automatycznym potwierdzeniem.',
    },
    {
      title: 'Konto i rozliczenia',
      text: 'Weryfikacja tożsamości, saldo, duplikaty faktur i przypomnienia o płatnościach. Wrażliwe kroki przejmuje konsultant.',
    },
    {
      title: 'Wsparcie techniczne pierwszej linii',
      text: 'Instrukcje krok po kroku przy typowych problemach, a gdy to nie wystarczy – kompletne zgłoszenie dla helpdesku.',
    },
    {
      title: 'Kwalifikacja i kierowanie połączeń',
      text: 'Rozpoznanie, w jakiej sprawie dzwoni klient, i przekazanie rozmowy do właściwego zespołu z zebranymi już informacjami.',
    },
    {
      title: 'Noce, weekendy i szczyty',
      text: 'Odbieranie połączeń poza godzinami pracy i przy nagłym wzroście ruchu, tak by nikt nie słyszał sygnału zajętości ani nie czekał w długiej kolejce.',
    },
  ],
  figuresTitle: 'Co daje obsługa hybrydowa',
  figures: ['aiAgents', 'fasterResolutions', 'handleTimeReduction'],
  pilotTitle: 'Jak przebiega pilotaż',
  pilot: [
    {
      title: 'Wybór obszaru',
      text: 'Wspólnie wybieramy dobrze zdefiniowany temat o dużym wolumenie i ustalamy kryteria sukcesu: odsetek spraw zamkniętych przez AI, czas rozwiązania, CSAT i jakość przekazań.',
    },
    {
      title: 'Projekt i integracja',
      text: 'Przygotowujemy scenariusze rozmów i bazę wiedzy, dobieramy głos i styl komunikacji Państwa marki oraz łączymy agenta z potrzebnymi systemami.',
    },
    {
      title: 'Testy na prawdziwych przypadkach',
      text: 'Nasi konsultanci i Państwa zespół sprawdzają agenta na realnych sprawach, także nietypowych, i akceptują zasady przekazywania rozmów, zanim usłyszy go pierwszy klient.',
    },
    {
      title: 'Start na części ruchu',
      text: 'Agent obsługuje ustaloną część kontaktów, a liderzy codziennie przeglądają rozmowy i wprowadzają poprawki.',
    },
    {
      title: 'Ocena i skalowanie',
      text: 'Porównujemy wyniki z przyjętymi kryteriami i razem z Państwem decydujemy, czy rozszerzyć pracę agenta na kolejne tematy, kanały lub godziny.',
    },
  ],
  integrationTitle: 'Integracja z Państwa systemami',
  integration: [
    'Wirtualny agent jest tak przydatny, jak dane, do których ma dostęp. Łączymy go z CRM, centralą telefoniczną, systemem zgłoszeń i systemem zamówień przez ich standardowe API – dzięki temu może sprawdzać informacje, aktualizować rekordy i zostawiać czytelny ślad dla Państwa zespołu.',
    'Jeśli korzystają Państwo z własnej platformy contact center, agent działa w jej ramach. Jeśli nie – zapewniamy telefonię i routing po naszej stronie. Zakres dostępu ograniczamy do tego, czego wymaga dany scenariusz, i uzgadniamy go wcześniej z Państwa działem IT.',
    'Poniżej przykłady platform, z którymi łączymy się przez ich standardowe API. Ich wymienienie nie oznacza partnerstwa, certyfikacji ani rekomendacji ze strony producentów; znaki towarowe należą do ich właścicieli.',
  ],
  integrations: [
    'Salesforce',
    'Microsoft Dynamics',
    'HubSpot',
    'Zendesk',
    'Freshdesk',
    'Jira Service Management',
    'Genesys Cloud',
    'Telefonia SIP / VoIP',
    'Kalendarze Google i Microsoft',
    'REST API i webhooki',
  ],
  dataProtectionTitle: 'Ochrona danych od samego początku',
  dataProtection: [
    {
      title: 'Przetwarzanie w UE',
      text: 'We wdrożeniach dla klientów dane z rozmów są przetwarzane i przechowywane w Europejskim Obszarze Gospodarczym na podstawie umowy powierzenia, z uzgodnionymi okresami retencji.',
    },
    {
      title: 'Jasne zasady nagrywania',
      text: 'Rozmowy nagrywamy tylko wtedy, gdy mamy do tego podstawę prawną, a rozmówca zostaje o tym poinformowany. Numery kart i inne wrażliwe dane są maskowane w nagraniach i transkrypcjach.',
    },
    {
      title: 'Zawsze można porozmawiać z człowiekiem',
      text: 'Klient może w każdej chwili poprosić o konsultanta, a agent sam przekazuje rozmowę, gdy nie ma pewności, temat jest delikatny lub rozmówca się zniecierpliwi.',
    },
    {
      title: 'Przejrzystość i zgoda',
      text: 'Na początku rozmowy klient dowiaduje się, że rozmawia z asystentem AI, a dodatkowe przetwarzanie, np. ankiety satysfakcji, odbywa się wyłącznie za jego zgodą.',
    },
  ],
  demo: {
    title: 'Rozmowa z wirtualnym agentem',
    text: 'Zapraszamy do rozmowy głosowej z naszym agentem demonstracyjnym – bezpośrednio w przeglądarce. Można zapytać o nasze usługi albo wcielić się w klienta, który sprawdza status zamówienia, i posłuchać, jak agent sobie radzi.',
    privacyNote:
      'Po kliknięciu „Rozpocznij rozmowę” dźwięk z mikrofonu i przebieg rozmowy są przesyłane do ElevenLabs – dostawcy z siedzibą w USA – aby demo mogło działać. Przed kliknięciem nic nie jest wysyłane. Prosimy nie podawać w rozmowie żadnych danych osobowych.',
    startLabel: 'Rozpocznij rozmowę',
    stopLabel: 'Zakończ rozmowę',
    connecting: 'Łączenie…',
    listening: 'Agent słucha…',
    speaking: 'Agent mówi…',
    error: 'Nie udało się połączyć z agentem. Prosimy spróbować ponownie za chwilę.',
    micDenied:
      'Demo potrzebuje dostępu do mikrofonu. Prosimy zezwolić na to w ustawieniach przeglądarki i spróbować ponownie.',
    unavailableTitle: 'Demo jest chwilowo niedostępne',
    unavailableText:
      'Zapraszamy na krótką rozmowę – pokażemy wirtualnego agenta w scenariuszu dopasowanym do Państwa firmy.',
    bookLabel: 'Umów prezentację',
  },
  faqs: [
    {
      question: 'Czy wirtualni agenci zastąpią konsultantów?',
      answer:
        'Nie. Przejmują rutynowe, powtarzalne kontakty, dzięki czemu konsultanci mogą zająć się sprawami, które wymagają wyczucia i empatii. Większość klientów wykorzystuje odzyskany czas na lepszą obsługę, a nie na redukcję zespołu.',
    },
    {
      question: 'Co się dzieje, gdy agent AI nie potrafi pomóc?',
      answer:
        'Przekazuje rozmowę konsultantowi razem z podsumowaniem, zweryfikowanymi danymi i powodem przekazania. Klient może też w każdej chwili poprosić o rozmowę z człowiekiem.',
    },
    {
      question: 'Gdzie przetwarzane są dane z rozmów?',
      answer:
        'We wdrożeniach dla klientów – w Europejskim Obszarze Gospodarczym, na podstawie umowy powierzenia przetwarzania danych. Wyjątkiem jest publiczne demo na tej stronie: działa w ElevenLabs w USA, dlatego prosimy, by nie podawać w nim danych osobowych.',
    },
    {
      question: 'Jak szybko można zwiększyć skalę?',
      answer:
        'Gdy scenariusz jest skonfigurowany i przetestowany, w ciągu 48 godzin uruchamiamy nawet 500 wirtualnych agentów – to przydaje się w sezonowych szczytach, kampaniach i nieprzewidzianych sytuacjach.',
    },
    {
      question: 'W jakich językach rozmawiają agenci AI?',
      answer:
        'W językach, którymi posługują się Państwa klienci – każdy z nich testujemy na prawdziwych scenariuszach przed startem. Przy przekazaniu rozmowy do człowieka nasi konsultanci obsługują ponad 10 języków.',
    },
  ],
} satisfies AiPageContent
