/** The list URL rules live in src/shared, where our server reads addresses with them too. */
export * from '../shared/list-state.ts';
