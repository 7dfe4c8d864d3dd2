import * as migration_20261127_112736_initial from './20261127_112736_initial.ts';

export const migrations = [
  {
    up: migration_20261127_112736_initial.up,
    down: migration_20261127_112736_initial.down,
    name: '20261127_112736_initial'
  },
];
