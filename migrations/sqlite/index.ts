import * as migration_20261123_144430_initial from './20261123_144430_initial.ts';

export const migrations = [
  {
    up: migration_20261123_144430_initial.up,
    down: migration_20261123_144430_initial.down,
    name: '20261123_144430_initial'
  },
];
