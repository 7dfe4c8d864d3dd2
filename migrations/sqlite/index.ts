import * as migration_20261123_112754_initial from './20261123_112754_initial.ts';

export const migrations = [
  {
    up: migration_20261123_112754_initial.up,
    down: migration_20261123_112754_initial.down,
    name: '20261123_112754_initial'
  },
];
