/** The league screens in one chunk (budget 25 kB gzip, out of the home page's bundle). */
export { LeaguesPage } from './LeaguesPage.tsx';
export { LeaguePage } from './LeaguePage.tsx';
export { JoinLeaguePage } from './JoinLeaguePage.tsx';
