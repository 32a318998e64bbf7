import { fields, singleton } from '@keystatic/core'

const TIME = { regex: /^([01]\d|2[0-4]):[0-5]\d$/, message: 'a time such as 09:00, or empty for no calls that day' }

function day(label: string, open: boolean) {
  return fields.object(
    {
      start: fields.text({
        label: 'From / Od',
        defaultValue: open ? '09:00' : '',
        validation: {
          isRequired: false,
          pattern: { regex: new RegExp(`^$|${TIME.regex.source}`), message: TIME.message },
        },
      }),
      end: fields.text({
        label: 'Until / Do',
        defaultValue: open ? '17:00' : '',
        validation: {
          isRequired: false,
          pattern: { regex: new RegExp(`^$|${TIME.regex.source}`), message: TIME.message },
        },
      }),
    },
    { label, layout: [6, 6] },
  )
}

/**
 * When visitors can book a call with the sales team (content/booking.yaml): the booking
 * page (app/routes/book.astro) offers the slots these settings define, in Warsaw time.
 */
export const booking = singleton({
  label: 'Booking a call / Umawianie rozmów',
  path: 'content/booking',
  format: { data: 'yaml' },
  schema: {
    hours: fields.object(
      {
        monday: day('Monday / Poniedziałek', true),
        tuesday: day('Tuesday / Wtorek', true),
        wednesday: day('Wednesday / Środa', true),
        thursday: day('Thursday / Czwartek', true),
        friday: day('Friday / Piątek', true),
        saturday: day('Saturday / Sobota', false),
        sunday: day('Sunday / Niedziela', false),
      },
      {
        label: 'Working hours, Warsaw time / Godziny pracy (czas warszawski)',
        description: 'Leave both empty for a day without calls. / Oba pola puste: w ten dzień bez rozmów.',
      },
    ),
    slotMinutes: fields.integer({
      label: 'Call length in minutes / Długość rozmowy (min)',
      defaultValue: 30,
      validation: { isRequired: true, min: 10, max: 240 },
    }),
    bufferMinutes: fields.integer({
      label: 'Break between calls in minutes / Przerwa między rozmowami (min)',
      defaultValue: 15,
      validation: { isRequired: true, min: 0, max: 120 },
    }),
    noticeHours: fields.integer({
      label: 'Minimum notice in hours / Minimalne wyprzedzenie (godz.)',
      defaultValue: 4,
      validation: { isRequired: true, min: 0, max: 336 },
    }),
    nextWorkingDay: fields.checkbox({
      label: 'Earliest on the next working day / Najwcześniej następnego dnia roboczego',
      defaultValue: true,
    }),
    horizonDays: fields.integer({
      label: 'How many days ahead / Ile dni naprzód',
      defaultValue: 28,
      validation: { isRequired: true, min: 1, max: 120 },
    }),
    seats: fields.integer({
      label: 'Calls at the same time (people taking them) / Rozmowy jednocześnie (liczba osób)',
      defaultValue: 1,
      validation: { isRequired: true, min: 1, max: 20 },
    }),
    polishHolidays: fields.checkbox({
      label: 'No calls on Polish public holidays / Bez rozmów w polskie święta ustawowe',
      defaultValue: true,
    }),
    daysOff: fields.array(fields.date({ label: 'Day off / Dzień wolny', validation: { isRequired: true } }), {
      label: 'Other days off / Inne dni wolne',
      itemLabel: (props) => props.value ?? 'Day off',
    }),
  },
})
