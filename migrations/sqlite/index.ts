import * as migration_20261123_071555_initial from './20261123_071555_initial.ts';

export const migrations = [
  {
    up: migration_20261123_071555_initial.up,
    down: migration_20261123_071555_initial.down,
    name: '20261123_071555_initial'
  },
];
