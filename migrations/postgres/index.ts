import * as migration_20261123_113030_initial from './20261123_113030_initial.ts';

export const migrations = [
  {
    up: migration_20261123_113030_initial.up,
    down: migration_20261123_113030_initial.down,
    name: '20261123_113030_initial'
  },
];
