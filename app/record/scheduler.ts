// The scheduler lives in contract/ since the server replays synced ratings with it (docs/decisions/0016).
export * from '../../contract/progress/scheduler';
