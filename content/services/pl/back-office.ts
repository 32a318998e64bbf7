import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'back-office',
  name: 'Back office',
  summary:
    'Obsługa dokumentów, wprowadzanie danych i administracja sprawami zgodnie z SLA, z kontrolą jakości wbudowaną w każdy proces.',
  metaTitle: 'Outsourcing back office – dokumenty, dane i sprawy',
  metaDescription:
    'Outsourcing back office z Częstochowy: obsługa dokumentów, wprowadzanie danych i administracja sprawami w Państwa systemach, zgodnie z SLA i z kontrolą jakości.',
  headline: 'Procesy zaplecza domknięte na czas – za każdym razem',
  lead: 'Faktury, wnioski, zmiany w umowach i teczki reklamacyjne nie dzwonią na infolinię, ale to od nich zależy, czy klient dostanie to, co mu obiecano. Nasze zespoły back office w Częstochowie przejmują powtarzalną, opartą na regułach pracę zaplecza i realizują ją w uzgodnionych terminach, sprawdzając poprawność na każdym etapie.',
  intro: [
    'Praca zaplecza jest niewidoczna – dopóki coś nie pójdzie źle. Wpłata zaksięgowana na niewłaściwe konto, umowa, która od tygodnia czeka na wprowadzenie do systemu, reklamacja bez kompletu dokumentów. Przejmujemy takie procesy od początku do końca: opisujemy je, a następnie prowadzimy bezpośrednio w Państwa systemach – ERP, CRM, systemie zgłoszeń czy obiegu dokumentów – przez bezpieczny dostęp zdalny. Dane zostają tam, gdzie są, a raportowanie działa bez zmian.',
    'Każdy proces zaczynamy od spisanej procedury i planu kontroli jakości. Wspólnie ustalamy czasy realizacji i docelowy poziom poprawności, codziennie weryfikujemy próbkę wykonanej pracy, a wszystko, co dotyczy pieniędzy lub sytuacji prawnej klienta, przechodzi przez zasadę „czterech oczu”. Ponieważ ten sam zespół obsługuje też telefon i kanały cyfrowe, osoba prowadząca sprawę może od razu zadzwonić do klienta po brakującą informację, zamiast odsyłać sprawę do kolejki. Właśnie stąd bierze się oszczędność – w naszych projektach czas obsługi skrócił się nawet o 25%.',
    'Otrzymują Państwo zespół, którego wielkość dopasowuje się do wolumenu, lidera znającego proces równie dobrze jak Państwa pracownicy, oraz cotygodniowy raport pokazujący zaległości, przepustowość i poziom błędów, a nie tylko przepracowane godziny. Ponad 17 lat doświadczenia w outsourcingu i zespół ponad 100 konsultantów pozwalają nam przenieść proces tak, by nie zakłócić pracy firmy, która od niego zależy.',
  ],
  included: [
    {
      title: 'Obsługa dokumentów',
      text: 'Rejestrujemy, indeksujemy i weryfikujemy faktury, zamówienia, wnioski, umowy i dokumenty szkodowe według Państwa reguł, a następnie kierujemy je do właściwej kolejki – niezależnie od tego, czy trafiają do nas jako skany, czy drogą elektroniczną.',
    },
    {
      title: 'Wprowadzanie i jakość danych',
      text: 'Wprowadzanie, walidacja i uzupełnianie danych klientów, produktów i transakcji, a także projekty porządkowe: usuwanie duplikatów i uzupełnianie braków w CRM lub ERP.',
    },
    {
      title: 'Administracja kontami i zamówieniami',
      text: 'Zmiany adresów i taryf, aneksy, rezygnacje, zwroty i korekty realizowane zgodnie z Państwa macierzą uprawnień i z pełną ścieżką audytu.',
    },
    {
      title: 'Korespondencja i obsługa spraw',
      text: 'Zapytania pisemne, reklamacje i zgłoszenia wewnętrzne klasyfikujemy, rozwiązujemy lub eskalujemy w uzgodnionym czasie – w ponad 10 językach, w tym po polsku i angielsku.',
    },
    {
      title: 'Weryfikacja i kontrola zgodności',
      text: 'Weryfikacja tożsamości i dokumentów, kontrola kompletności oraz uzgadnianie sald według Państwa list kontrolnych. Wyjątki zgłaszamy, zamiast zgadywać.',
    },
    {
      title: 'Raportowanie i usprawnienia',
      text: 'Codzienne zestawienia wolumenów i zaległości, miesięczne raporty SLA oraz konkretne propozycje automatyzacji lub uproszczenia kroków, które nie wnoszą wartości.',
    },
  ],
  steps: [
    {
      title: 'Analiza procesów',
      text: 'Siadamy z Państwa zespołem, mapujemy każdy proces tak, jak faktycznie przebiega, zbieramy dane o wolumenach i sezonowości oraz identyfikujemy reguły, wyjątki i używane systemy.',
    },
    {
      title: 'Procedury i pilotaż',
      text: 'Spisujemy instrukcje stanowiskowe, konfigurujemy dostępy i szkolimy grupę pilotażową na rzeczywistych sprawach – pod ścisłym nadzorem i z porównaniem wyników z pracą Państwa zespołu.',
    },
    {
      title: 'Start z SLA',
      text: 'Gdy pilotaż osiągnie uzgodnioną poprawność i terminowość, przejmujemy pełny wolumen z jasno określonymi SLA, ścieżkami eskalacji i codzienną kontrolą próbek.',
    },
    {
      title: 'Ciągłe doskonalenie',
      text: 'Comiesięczne przeglądy przyczyn błędów, trendów zaległości i możliwości automatyzacji sprawiają, że proces z czasem staje się tańszy i szybszy, a nie tylko stabilny.',
    },
  ],
  figures: ['handleTimeReduction', 'teamSize', 'languages'],
  industries: ['finance', 'energy', 'telecom', 'retail', 'manufacturing'],
  faqs: [
    {
      question: 'Pracujecie w naszych systemach czy we własnych?',
      answer:
        'Najczęściej w Państwa. Łączymy się przez VPN, wirtualne pulpity lub inną metodę wskazaną przez Państwa dział IT, dzięki czemu dane nie opuszczają Państwa środowiska, a dotychczasowe raporty działają bez zmian. Tam, gdzie to pomaga, dokładamy własne narzędzia do obiegu pracy lub kontroli jakości.',
    },
    {
      question: 'Jak chronicie dane osobowe i finansowe?',
      answer:
        'Dostępy nadajemy imiennie i według ról, zgodnie z zasadą minimalnych uprawnień, a odbieramy je w dniu, w którym dana osoba kończy pracę w projekcie. Przetwarzamy dane zgodnie z RODO, z każdym klientem zawieramy umowę powierzenia, a przy wrażliwych procesach obowiązuje zasada czystego biurka i zakaz korzystania z prywatnych telefonów.',
    },
    {
      question: 'Jak mierzycie poprawność?',
      answer:
        'Dla każdego procesu wspólnie definiujemy, co oznacza poprawnie wykonane zadanie – na przykład bezbłędnie wprowadzony rekord albo sprawę zamkniętą bez poprawek – i codziennie sprawdzamy według tej definicji losową próbkę. Wyniki, przyczyny błędów i podjęte działania korygujące znajdą Państwo w raporcie miesięcznym.',
    },
    {
      question: 'Czy poradzicie sobie ze szczytami sezonowymi?',
      answer:
        'Tak. Szkolimy pracowników w kilku procesach jednocześnie i korzystamy z szerszej puli przeszkolonych osób, dzięki czemu zamknięcie miesiąca, okres odnowień czy kampania nie powodują narastania zaległości.',
    },
    {
      question: 'Od których procesów najlepiej zacząć?',
      answer:
        'Od powtarzalnej pracy o dużym wolumenie, z jasno określonym wejściem i wynikiem – takiej jak wprowadzanie danych, rejestracja dokumentów czy standardowe zmiany na kontach klientów. Gdy te procesy działają stabilnie, można przekazać zadania wymagające większej samodzielności, na przykład rozpatrywanie reklamacji.',
    },
  ],
  related: ['order-payment-processing', 'soft-claims', 'flexible-workforce'],
} satisfies ServiceContent
