import * as migration_20261126_010251_initial from './20261126_010251_initial.ts';

export const migrations = [
  {
    up: migration_20261126_010251_initial.up,
    down: migration_20261126_010251_initial.down,
    name: '20261126_010251_initial'
  },
];
