import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'order-payment-processing',
  name: 'Obsługa zamówień i płatności',
  summary:
    'Przyjmowanie i zmiany zamówień, zwroty oraz pytania o płatności i faktury – dokładnie i bezpiecznie, przez telefon, e-mail i czat.',
  metaTitle: 'Outsourcing obsługi zamówień i płatności',
  metaDescription:
    'Przyjmowanie zamówień, statusy, zwroty i pytania o płatności w Państwa systemach: poprawne dane, bezpieczne płatności kartą i czas obsługi krótszy o 25%.',
  headline: 'Każde zamówienie przyjęte poprawnie, każda płatność wyjaśniona',
  lead: 'Kontakty w sprawie zamówień i płatności to miejsce, w którym obsługa klienta bezpośrednio wpływa na przychody. Nasz zespół przyjmuje, aktualizuje i śledzi zamówienia, obsługuje zwroty oraz odpowiada na pytania o faktury i płatności w Państwa sklepie internetowym, systemie ERP i panelu płatności. Robimy to dokładnie, bezpiecznie i w tempie, jakiego oczekują Państwa klienci.',
  intro: [
    'Literówka w adresie, zdublowane zamówienie czy niewyjaśnione obciążenie kosztują więcej niż jedną rozmowę: oznaczają zwrot, korektę, reklamację, a czasem utratę klienta. Dlatego nasze zespoły pracują według list kontrolnych i reguł walidacji uzgodnionych z Państwem. Przed złożeniem zamówienia konsultant potwierdza z klientem kody produktów, ilości, dane dostawy i formę płatności, a każda zmiana trafia do systemu wraz z podanym powodem.',
    'Obsługujemy cały cykl życia zamówienia: zamówienia telefoniczne i mailowe, ponowne zamówienia B2B, pytania o status, problemy z dostawą, anulacje, zwroty i refundacje, a także faktury, przypomnienia o płatnościach i kontakt po nieudanej transakcji. Płatności kartą przyjmujemy bezpiecznymi metodami – przez link do płatności lub wprowadzenie danych z klawiatury telefonu przy wstrzymanym nagrywaniu – więc konsultant nigdy nie widzi ani nie przechowuje pełnego numeru karty. Sytuacje wyjątkowe, takie jak podejrzenie nadużycia, limity kredytowe czy gesty dobrej woli, rozstrzygamy według Państwa zasad akceptacji.',
    'Przejrzyste procesy i dobrze zintegrowane narzędzia skracają czas obsługi o 25%, a 90% spraw nadal rozwiązujemy przy pierwszym kontakcie. Państwa klienci szybko dostają pewną odpowiedź w sprawie zamówienia lub rachunku, a działy finansów i logistyki – czyste dane zamiast korekt.',
  ],
  included: [
    {
      title: 'Przyjmowanie zamówień',
      text: 'Zamówienia telefoniczne, mailowe i z formularzy wprowadzane do Państwa sklepu, systemu ERP lub systemu obsługi zamówień – w tym ponowne zamówienia B2B, zamówienia hurtowe i doradztwo produktowe przy zakupie.',
    },
    {
      title: 'Statusy i zmiany zamówień',
      text: 'Śledzenie przesyłek, zmiany adresu i pozycji, anulacje oraz problemy z dostawą – w koordynacji z Państwa magazynem i firmami kurierskimi.',
    },
    {
      title: 'Zwroty i refundacje',
      text: 'Autoryzacja zwrotów, etykiety zwrotne, informacja o statusie zwrotu pieniędzy i zamówienia zastępcze – zgodnie z Państwa polityką zwrotów i limitami decyzyjnymi.',
    },
    {
      title: 'Wsparcie w sprawach płatności i faktur',
      text: 'Pytania o faktury, obciążenia, raty i metody płatności, kontakt po nieudanej płatności oraz uprzejme przypomnienia, zanim należność stanie się przeterminowana.',
    },
    {
      title: 'Bezpieczne płatności kartą',
      text: 'Płatności przez link lub klawiaturę telefonu przy wstrzymanym nagrywaniu – dane karty nie pojawiają się ani na ekranie konsultanta, ani w nagraniu rozmowy.',
    },
    {
      title: 'Jakość danych i raportowanie',
      text: 'Listy kontrolne, audyty próbek wprowadzonych zamówień oraz raporty dotyczące wolumenu, błędów, powodów zmian i zwrotów.',
    },
  ],
  steps: [
    {
      title: 'Mapowanie procesów',
      text: 'Rozpisujemy Państwa procesy zamówień, zwrotów i rozliczeń, używane systemy oraz decyzje, które może podejmować konsultant, i ustalamy cele dotyczące dokładności oraz czasu obsługi.',
    },
    {
      title: 'Dostępy i konfiguracja płatności',
      text: 'Konfigurujemy dostęp do zaplecza sklepu, systemu ERP, panelu operatora płatności i paneli kurierskich, a z Państwa działem płatności uzgadniamy bezpieczne metody przyjmowania płatności kartą.',
    },
    {
      title: 'Szkolenie na realnych scenariuszach',
      text: 'Konsultanci ćwiczą na zamówieniach testowych i typowych wyjątkach – dostawach dzielonych, częściowych zwrotach, nieudanych płatnościach – zanim przejmą prawdziwe kontakty.',
    },
    {
      title: 'Obsługa i audyt',
      text: 'Po starcie audytujemy próbkę przetworzonych zamówień, raportujemy poziom błędów i powody kontaktu oraz proponujemy zmiany, które ograniczą ponowne zgłoszenia.',
    },
  ],
  figures: ['handleTimeReduction', 'firstCallResolution', 'languages'],
  industries: ['retail', 'manufacturing', 'telecom', 'energy', 'finance'],
  faqs: [
    {
      question: 'W jakich systemach e-commerce i ERP możecie pracować?',
      answer:
        'Pracujemy w systemach, z których Państwo już korzystają – na platformach sklepowych takich jak Shopify, Magento, WooCommerce czy PrestaShop, w systemach ERP takich jak SAP, Comarch czy Microsoft Dynamics, a także w autorskich narzędziach do obsługi zamówień. Jeśli proces wymaga kilku systemów, dokumentujemy go krok po kroku, aby konsultanci przechodzili między nimi bez błędów.',
    },
    {
      question: 'Jak bezpiecznie przyjmujecie płatności kartą?',
      answer:
        'Konsultanci nigdy nie zapisują ani nie słyszą pełnego numeru karty. Korzystamy z linków płatniczych wysyłanych SMS-em lub e-mailem albo z wprowadzania danych z klawiatury telefonu (DTMF) przy wstrzymanym lub maskowanym nagrywaniu – w zależności od możliwości Państwa operatora płatności. Dostęp do paneli płatniczych ograniczamy do funkcji niezbędnych w codziennej pracy.',
    },
    {
      question: 'Czy zespół może samodzielnie decydować o zwrotach i wyjątkach?',
      answer:
        'W granicach, które Państwo określą. Z wyprzedzeniem ustalamy kwoty, sytuacje i ścieżki akceptacji – na przykład które zwroty konsultant zatwierdza sam, które wymagają zgody lidera, a które trafiają do Państwa działu finansów. Każdą decyzję odnotowujemy wraz z uzasadnieniem.',
    },
    {
      question: 'Czy obsługujecie także zamówienia B2B?',
      answer:
        'Tak. Dla klientów biznesowych obsługujemy ponowne zamówienia, zapytania o ceny i dostępność, terminy dostaw oraz pytania o faktury, działając jako przedłużenie Państwa działu wsparcia sprzedaży. Konsultanci pracują na indywidualnych cennikach i warunkach handlowych poszczególnych odbiorców.',
    },
    {
      question: 'Co z sezonowymi szczytami sprzedaży?',
      answer:
        'Obsadę planujemy na podstawie Państwa kalendarza sprzedaży – promocji, Black Friday, świąt i premier sezonowych – i z wyprzedzeniem włączamy przeszkolonych konsultantów z rezerwy, aby przy wzroście ruchu linie zamówień i pytania o płatności były w pełni obsłużone.',
    },
    {
      question: 'Jak mierzycie dokładność obsługi?',
      answer:
        'Oprócz czasu obsługi i odsetka spraw rozwiązanych przy pierwszym kontakcie śledzimy błędy we wprowadzonych zamówieniach, zwroty wynikające z pomyłek w danych oraz ponownie otwierane sprawy. Analityk jakości co tydzień audytuje przetworzone zamówienia, a wyniki trafiają do miesięcznego raportu.',
    },
  ],
  related: ['inbound-call-center', 'back-office', 'customer-retention'],
} satisfies ServiceContent
