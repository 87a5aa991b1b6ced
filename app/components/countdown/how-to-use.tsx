import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';

const TIPS = [
  'Press "Pick a date" to open the calendar. With the keyboard, the arrow keys move by day and week, Page Up and Page Down by month, Shift with Page Up or Page Down by year, and Enter picks the day. Picking the chosen day again clears it.',
  'For an exact moment, such as a flight departure or a product launch, type the date and time in the date-and-time field; seconds are supported too.',
  'Press any of the Popular Holidays to count down to its next occurrence. Movable holidays such as Easter and Thanksgiving are worked out for the right year.',
  'Choose a date in the past to count up instead: the heading changes to "Time Since", handy for anniversaries, birthdays and how long ago something happened.',
  'Give the event a title and a time zone (type a city, such as Tokyo), then bookmark or share the page address: it keeps the title, date, zone and yearly repeat, so the link shows the same moment to anyone, wherever they are. Add it to your calendar with the links under the fields.',
];

export function HowToUse() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to Use</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 leading-relaxed">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
