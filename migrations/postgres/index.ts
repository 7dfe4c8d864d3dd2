import * as migration_20261122_133911_initial from './20261122_133911_initial.ts';

export const migrations = [
  {
    up: migration_20261122_133911_initial.up,
    down: migration_20261122_133911_initial.down,
    name: '20261122_133911_initial'
  },
];
