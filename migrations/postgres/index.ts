import * as migration_20261127_071956_initial from './20261127_071956_initial.ts';

export const migrations = [
  {
    up: migration_20261127_071956_initial.up,
    down: migration_20261127_071956_initial.down,
    name: '20261127_071956_initial'
  },
];
