import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'appointment-setting',
  name: 'Umawianie spotkań',
  summary:
    'Umawiamy spotkania B2B dla działów sprzedaży: docieramy do decydentów, kwalifikujemy ich potrzeby i wypełniamy kalendarze handlowców.',
  metaTitle: 'Umawianie spotkań B2B – kwalifikowane spotkania',
  metaDescription:
    'Umawianie spotkań B2B: docieramy do decydentów, kwalifikujemy leady i wpisujemy spotkania do kalendarzy handlowców. +35% leadów i +28% spotkań w 90 dni.',
  headline: 'Kwalifikowane spotkania B2B w kalendarzu Państwa handlowców',
  lead: 'Handlowcy powinni prowadzić rozmowy sprzedażowe, a nie nagrywać się na pocztę głosową. Nasi specjaliści analizują rynek, docierają do decydentów, kwalifikują ich potrzeby i umawiają spotkania bezpośrednio w kalendarzach Państwa zespołu – w ciągu 90 dni nasze kampanie przynoszą wyniki takie jak +35% leadów i +28% spotkań.',
  intro: [
    'Umawianie spotkań z zapracowanymi decydentami to osobna dyscyplina. Wymaga bazy decydentów, którzy zgodzili się na kontakt (przepisy wymagają uprzedniej zgody na telefony i e-maile marketingowe także wobec firm), przemyślanego otwarcia rozmowy, konsekwencji w kanałach, na które rozmówca się zgodził, oraz wyczucia, które pozwala odróżnić realną szansę od uprzejmej odmowy. Prowadzimy ten proces od początku do końca jako przedłużenie Państwa działu sprzedaży – na podstawie Państwa profilu idealnego klienta, propozycji wartości i kryteriów kwalifikacji.',
    'Każde umówione spotkanie weryfikujemy według kryteriów uzgodnionych z Państwem: wielkości firmy, stanowiska rozmówcy, budżetu, potrzeby i horyzontu decyzji. Handlowiec otrzymuje notatkę – z kim się spotyka, o czym rozmawialiśmy i dlaczego rozmówca zgodził się na spotkanie. Terminy trafiają prosto do kalendarzy i do Państwa CRM, a potencjalni klienci dostają przypomnienia, które ograniczają liczbę niestawiennictw.',
    'Nasi konsultanci to doświadczeni specjaliści B2B, a nie telemarketerzy czytający skrypt. Znają Państwa produkt i rynek, doskonalą warsztat z coachem na nagraniach prawdziwych rozmów i są rozliczani z jakości spotkań, a nie tylko z ich liczby. Kampanie możemy prowadzić w ponad 10 językach, dzięki czemu sprawdzą Państwo potencjał nowych rynków, zanim zatrudnią tam lokalnych handlowców.',
  ],
  included: [
    {
      title: 'Budowa i weryfikacja bazy',
      text: 'Listy firm i kontaktów zgodne z profilem idealnego klienta, zweryfikowane i uzupełnione o stanowiska, kontekst firmy i sygnały zakupowe.',
    },
    {
      title: 'Kontakt wielokanałowy',
      text: 'Zaplanowane kolejne kontakty przez telefon i e-mail z osobami, które zgodziły się na dany kanał, z komunikatami testowanymi i dopracowywanymi w trakcie kampanii.',
    },
    {
      title: 'Kwalifikacja leadów',
      text: 'Ustrukturyzowana rozmowa badająca potrzeby według uzgodnionych kryteriów – budżet, decyzyjność, potrzeba, termin – aby handlowcy spotykali się tylko z rokującymi firmami.',
    },
    {
      title: 'Rezerwacja terminów i przypomnienia',
      text: 'Wpisy bezpośrednio do kalendarzy handlowców, potwierdzenia e-mailowe, przypomnienia i zmiany terminów, które ograniczają niestawiennictwa.',
    },
    {
      title: 'Integracja z CRM',
      text: 'Każda rozmowa, jej wynik i umówione spotkanie zapisane w Państwa CRM – Salesforce, HubSpot, Pipedrive lub innym – z notatkami gotowymi do wykorzystania.',
    },
    {
      title: 'Raporty i informacja zwrotna',
      text: 'Cotygodniowe raporty z liczby połączeń, rozmów, spotkań i konwersji oraz regularne spotkania z działem sprzedaży na temat jakości leadów.',
    },
  ],
  steps: [
    {
      title: 'Warsztat ICP i oferty',
      text: 'Określamy profil idealnego klienta, stanowiska docelowe, kryteria kwalifikacji i propozycję wartości, która otworzy rozmowę.',
    },
    {
      title: 'Zgody, bazy i scenariusze',
      text: 'Sprawdzamy zgodę stojącą za każdym kontaktem, budujemy bazę, przygotowujemy scenariusze rozmów, odpowiedzi na obiekcje i e-maile z kolejnymi krokami oraz konfigurujemy dostęp do CRM i kalendarzy.',
    },
    {
      title: 'Kampania pilotażowa',
      text: 'Pilotaż sprawdza komunikaty i segmenty; razem z Państwa handlowcami analizujemy nagrania i pierwsze spotkania, a potem korygujemy podejście.',
    },
    {
      title: 'Skalowanie i optymalizacja',
      text: 'Skuteczne segmenty i komunikaty dostają więcej zasobów, słabsze poprawiamy lub wycofujemy, a wyniki śledzimy względem uzgodnionych celów.',
    },
    {
      title: 'Przekazanie i dalsza opieka',
      text: 'Firmy, które nie są jeszcze gotowe na rozmowę, planujemy do ponownego kontaktu lub przekazujemy do Państwa działań marketingowych wraz z pełnymi notatkami.',
    },
  ],
  figures: ['leadsIncrease', 'meetingsIncrease', 'resultsDays'],
  industries: ['technology', 'finance', 'manufacturing', 'telecom', 'energy'],
  faqs: [
    {
      question: 'Co oznacza „kwalifikowane spotkanie”?',
      answer:
        'Definicję ustalamy z Państwem przed startem: rodzaj firmy, stanowisko rozmówcy i minimalne kryteria kwalifikacji, np. potwierdzoną potrzebę i przewidywany termin decyzji. Do wyników kampanii wliczamy wyłącznie spotkania, które je spełniają.',
    },
    {
      question: 'Czy rozmowy prowadzone są pod naszą marką?',
      answer:
        'Tak. Kontaktujemy się w imieniu Państwa firmy – z użyciem Państwa marki, komunikacji i domeny e-mail lub osobnej subdomeny. Dla potencjalnych klientów jesteśmy częścią Państwa zespołu rozwoju biznesu.',
    },
    {
      question: 'Kiedy zobaczymy pierwsze spotkania?',
      answer:
        'Pierwsze spotkania pojawiają się zwykle już w trakcie pilotażu, gdy bazy i komunikaty są gotowe. Później kampania nabiera tempa, bo wiemy, które segmenty i argumenty działają – wyniki, na które się powołujemy, czyli +35% leadów i +28% spotkań, mierzymy w ciągu 90 dni.',
    },
    {
      question: 'Jak zapewniona jest zgodność z RODO i przepisami o marketingu bezpośrednim?',
      answer:
        'Dzwonimy i piszemy wyłącznie do osób, które wcześniej zgodziły się na marketing bezpośredni w danym kanale – tak jak wymaga art. 398 Prawa komunikacji elektronicznej, zarówno wobec firm, jak i konsumentów. Każdą zgodę rejestrujemy wraz ze źródłem, datą i treścią i sprawdzamy przed każdym kontaktem; wycofanie zgody, sprzeciw i prośba o wypisanie działają natychmiast. Źródła danych, treść zgód i skrypty uzgadniamy z Państwem przed startem.',
    },
    {
      question: 'Czy kampanie mogą obejmować rynki zagraniczne?',
      answer:
        'Tak. Nasz zespół pracuje w ponad 10 językach, więc możemy nawiązywać rozmowy na nowych rynkach i sprawdzić popyt, zanim zainwestują Państwo w lokalny zespół sprzedaży.',
    },
    {
      question: 'Jak wyceniana jest usługa?',
      answer:
        'W zależności od celów pracujemy w modelu zespołu na wyłączność, z rozliczeniem za umówione spotkanie lub w modelu mieszanym. Rekomendujemy zacząć od pilotażu, aby wycena odzwierciedlała rzeczywistą konwersję na Państwa rynku.',
    },
  ],
  related: ['outbound-sales', 'customer-retention', 'omnichannel'],
} satisfies ServiceContent
