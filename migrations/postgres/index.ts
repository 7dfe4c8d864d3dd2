import * as migration_20261126_232500_initial from './20261126_232500_initial.ts';

export const migrations = [
  {
    up: migration_20261126_232500_initial.up,
    down: migration_20261126_232500_initial.down,
    name: '20261126_232500_initial'
  },
];
