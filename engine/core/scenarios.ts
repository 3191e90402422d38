/** Scenario runner (being filled in). */
/** The outcome of one scenario: failures as JSON Pointer + message. */
export interface ScenarioResult { name: string; failures: Array<{ path: string; message: string }> }
export async function runScenario(): Promise<ScenarioResult> {
  throw new Error('not implemented yet');
}
