// The bounds live in contract/ since the server checks synced values with them (docs/decisions/0016).
export * from '../../contract/progress/time-bounds';
