import * as migration_20261123_112241_initial from './20261123_112241_initial.ts';

export const migrations = [
  {
    up: migration_20261123_112241_initial.up,
    down: migration_20261123_112241_initial.down,
    name: '20261123_112241_initial'
  },
];
