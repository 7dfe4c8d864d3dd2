import * as migration_20261122_150425_initial from './20261122_150425_initial.ts';

export const migrations = [
  {
    up: migration_20261122_150425_initial.up,
    down: migration_20261122_150425_initial.down,
    name: '20261122_150425_initial'
  },
];
