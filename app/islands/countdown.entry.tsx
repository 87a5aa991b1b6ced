// Client entry of the countdown timer (the islands build): the timer, its calendar (loaded when
// opened) and holiday list, its star, and the header.
import { CountdownTimer } from '~/components/countdown/countdown-timer';
import { CountdownFavorite } from '~/components/favorite-button-countdown';
import { mountIslands } from './mount';

void mountIslands({ countdown: CountdownTimer, favorite: CountdownFavorite });
