import * as migration_20261122_151839_initial from './20261122_151839_initial.ts';

export const migrations = [
  {
    up: migration_20261122_151839_initial.up,
    down: migration_20261122_151839_initial.down,
    name: '20261122_151839_initial'
  },
];
