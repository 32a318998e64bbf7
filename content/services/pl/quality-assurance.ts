import type { ServiceContent } from '../../../app/content/types'

export default {
  slug: 'quality-assurance',
  name: 'Kontrola jakości',
  summary:
    'Niezależny monitoring rozmów, karty oceny, kalibracja i analityka mowy dla Państwa własnych lub zewnętrznych zespołów contact center.',
  metaTitle: 'Kontrola jakości w contact center jako usługa',
  metaDescription:
    'Monitoring rozmów, karty oceny jakości, sesje kalibracyjne i analityka mowy dla zespołów własnych i zewnętrznych. Wiedzą Państwo, co wpływa na FCR i CSAT.',
  headline: 'Pełny obraz tego, jak naprawdę brzmią Państwa rozmowy z klientami',
  lead: 'Kontrola jakości to sposób, w jaki contact center dowiaduje się, co naprawdę dzieje się w rozmowach i na czatach. Monitorujemy, oceniamy i analizujemy Państwa kontakty z klientami – niezależnie od tego, czy konsultanci pracują u Państwa, u nas, czy u innego dostawcy – i przekładamy wyniki na coaching oraz zmiany w procesach, które realnie poprawiają wskaźniki.',
  intro: [
    'W wielu contact center ocenia się po kilka rozmów na konsultanta, wyniki lądują w arkuszu, a zespół nigdy tak naprawdę nie uzgadnia, jak brzmi dobra rozmowa. Nasza usługa zastępuje to uporządkowanym programem: kartami oceny zbudowanymi wokół efektów dla klienta i wymogów zgodności, oceniającymi, którzy są konsekwentni, bo regularnie się kalibrują, oraz raportami pokazującymi, które zachowania wpływają na rozwiązanie sprawy przy pierwszym kontakcie i na satysfakcję klientów.',
    'Łączymy ocenę ekspercką z analityką mowy i tekstu. Analityka przegląda każdą nagraną rozmowę pod kątem ciszy, wchodzenia sobie w słowo, sentymentu, słów kluczowych i obowiązkowych formuł, a następnie wskazuje oceniającym kontakty, które naprawdę mają znaczenie: ponowne zgłoszenia, eskalacje, utraconą sprzedaż. Oceniający odsłuchują je z pełnym kontekstem i piszą informację zwrotną, z którą konsultant może coś zrobić – zamiast samej oceny bez wyjaśnienia.',
    'Na tych samych metodach opierają się nasze własne wyniki: 90% spraw rozwiązanych przy pierwszym kontakcie i czas obsługi krótszy nawet o 25%. Jako niezależny partner możemy też w Państwa imieniu przeprowadzić audyt innego dostawcy i obiektywnie odpowiedzieć na pytanie, czy raporty SLA, które Państwo otrzymują, odpowiadają temu, co faktycznie słyszą Państwa klienci.',
  ],
  included: [
    {
      title: 'Monitoring rozmów i kontaktów',
      text: 'Ocena rozmów, e-maili, czatów i odpowiedzi w social mediach – z nagrań lub w odsłuchu na żywo – na próbie obejmującej każdego konsultanta, każdą zmianę i każdy powód kontaktu.',
    },
    {
      title: 'Projektowanie kart oceny',
      text: 'Karty oceny budowane wspólnie z Państwem wokół efektów dla klienta, zgodności i standardów marki, z jasnymi definicjami i wagami, aby wynik znaczył to samo dla wszystkich.',
    },
    {
      title: 'Sesje kalibracyjne',
      text: 'Regularne spotkania, na których Państwa liderzy, nasi oceniający i – jeśli to potrzebne – Państwa dostawca oceniają te same kontakty i uzgadniają wspólny standard.',
    },
    {
      title: 'Analityka mowy i tekstu',
      text: 'Automatyczna analiza wszystkich nagranych interakcji pod kątem sentymentu, ciszy, słów kluczowych, obowiązkowych formuł i przyczyn ponownych kontaktów.',
    },
    {
      title: 'Monitoring zgodności',
      text: 'Kontrola obowiązkowych informacji, formuł zgód, weryfikacji tożsamości i postępowania z danymi zgodnie z RODO, z natychmiastowym zgłaszaniem poważnych naruszeń.',
    },
    {
      title: 'Raporty i rekomendacje coachingowe',
      text: 'Raporty na poziomie konsultanta, zespołu i procesu, z przyczynami problemów i zalecanymi działaniami, gotowe do wykorzystania przez liderów podczas sesji coachingowych.',
    },
  ],
  steps: [
    {
      title: 'Audyt wyjściowy',
      text: 'Analizujemy próbkę ostatnich kontaktów, obecne karty oceny i KPI, aby ustalić, na jakim poziomie jest dziś jakość i co napędza Państwa wyniki.',
    },
    {
      title: 'Projekt programu',
      text: 'Budujemy lub przebudowujemy kartę oceny, plan próbkowania, rytm kalibracji i format raportów, a następnie uzgadniamy je z Państwa zespołem operacyjnym.',
    },
    {
      title: 'Bieżąca ocena',
      text: 'Nasi oceniający na bieżąco oceniają kontakty, wspierani przez analitykę, a problemy ze zgodnością zgłaszają tego samego dnia, w którym je wykryją.',
    },
    {
      title: 'Kalibracja i coaching',
      text: 'Regularna kalibracja utrzymuje spójność ocen, a wnioski zamieniamy w plany coachingowe dla konsultantów i rekomendacje zmian w procesach i skryptach.',
    },
    {
      title: 'Przegląd kwartalny',
      text: 'Wspólnie analizujemy trendy na tle Państwa KPI, usuwamy z karty pytania, które przestały wnosić wartość, i ustalamy priorytety na kolejny okres.',
    },
  ],
  figures: ['firstCallResolution', 'handleTimeReduction', 'teamSize'],
  industries: ['finance', 'telecom', 'healthcare', 'energy', 'retail'],
  faqs: [
    {
      question: 'Czy możecie kontrolować jakość zespołu, który nie pracuje u Was?',
      answer:
        'Tak. Kontrolę jakości oferujemy jako osobną usługę – dla zespołów wewnętrznych i dla zespołów prowadzonych przez innych dostawców. Potrzebujemy jedynie dostępu do nagrań lub transkrypcji oraz do obowiązujących procedur.',
    },
    {
      question: 'Ile kontaktów oceniacie?',
      answer:
        'Wielkość próby ustalamy z Państwem na podstawie liczebności zespołu, poziomu ryzyka i powodów kontaktu. Analityka mowy obejmuje wszystkie nagrane interakcje, więc ocena ręczna może skupić się na kontaktach, które najpewniej ujawnią problemy.',
    },
    {
      question: 'Z jakich narzędzi korzystacie?',
      answer:
        'Możemy pracować w Państwa obecnej platformie do zarządzania jakością lub planowania pracy albo zapewnić własne formularze oceny i analitykę. Raporty dostarczamy w formie paneli lub eksportów do Państwa narzędzi BI.',
    },
    {
      question: 'Jak dbacie o to, by ocena była sprawiedliwa dla konsultantów?',
      answer:
        'Każdy element karty ma pisemną definicję i przykłady, oceniający regularnie się kalibrują, a konsultant może odwołać się od oceny według uzgodnionej procedury. To buduje zaufanie do programu – a bez zaufania coaching po prostu nie działa.',
    },
    {
      question: 'Czy analiza nagrań jest zgodna z RODO?',
      answer:
        'Tak. Nagrania przetwarzamy na podstawie umowy powierzenia i zgodnie z Państwa poleceniami, a dostęp do nich mają wyłącznie imiennie wskazani oceniający. Dane osobowe w transkrypcjach mogą być maskowane, a okres przechowywania wynika z Państwa polityki.',
    },
  ],
  related: ['training-development', 'inbound-call-center', 'ai-call-center'],
} satisfies ServiceContent
