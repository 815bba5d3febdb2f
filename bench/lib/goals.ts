/**
 * The goals of the busiest-morning table (issue 24), gathered from every part that measures one and printed
 * together at the end of `npm run bench`, so one run shows every row beside its goal.
 */
export interface Goal {
  label: string;
  figure: string;
  target: string;
  holds: boolean;
}

const recorded: Goal[] = [];

export function recordGoal(goal: Goal): void {
  recorded.push(goal);
}

export function printGoals(): void {
  if (recorded.length === 0) return;
  console.log('\n## Tableau de la matinée chargée (issues 24 et 36) : chaque ligne et son objectif');
  for (const goal of recorded) {
    console.log(`  ${goal.label.padEnd(48)} ${goal.figure.padStart(14)}  objectif ${goal.target.padEnd(16)} ${goal.holds ? '« tenu »' : '« non tenu »'}`);
  }
}
