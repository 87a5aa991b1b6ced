// Client entry of the countdown timer (the islands build): the timer, its calendar (loaded when
// opened) and holiday list, and the header.
import { CountdownTimer } from '~/components/countdown/countdown-timer';
import { mountIslands } from './mount';

void mountIslands({ countdown: CountdownTimer });
