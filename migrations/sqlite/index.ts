import * as migration_20261122_141442_initial from './20261122_141442_initial.ts';

export const migrations = [
  {
    up: migration_20261122_141442_initial.up,
    down: migration_20261122_141442_initial.down,
    name: '20261122_141442_initial'
  },
];
