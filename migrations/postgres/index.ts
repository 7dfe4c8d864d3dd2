import * as migration_20261122_141456_initial from './20261122_141456_initial.ts';

export const migrations = [
  {
    up: migration_20261122_141456_initial.up,
    down: migration_20261122_141456_initial.down,
    name: '20261122_141456_initial'
  },
];
