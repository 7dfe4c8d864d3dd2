import * as migration_20261123_071601_initial from './20261123_071601_initial.ts';

export const migrations = [
  {
    up: migration_20261123_071601_initial.up,
    down: migration_20261123_071601_initial.down,
    name: '20261123_071601_initial'
  },
];
