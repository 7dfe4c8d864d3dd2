import * as migration_20261126_010226_initial from './20261126_010226_initial.ts';

export const migrations = [
  {
    up: migration_20261126_010226_initial.up,
    down: migration_20261126_010226_initial.down,
    name: '20261126_010226_initial'
  },
];
