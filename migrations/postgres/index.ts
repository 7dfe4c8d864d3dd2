import * as migration_20261122_151849_initial from './20261122_151849_initial.ts';

export const migrations = [
  {
    up: migration_20261122_151849_initial.up,
    down: migration_20261122_151849_initial.down,
    name: '20261122_151849_initial'
  },
];
