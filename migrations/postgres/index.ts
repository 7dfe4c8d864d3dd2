import * as migration_20261129_133355_initial from './20261129_133355_initial.ts';

export const migrations = [
  {
    up: migration_20261129_133355_initial.up,
    down: migration_20261129_133355_initial.down,
    name: '20261129_133355_initial'
  },
];
