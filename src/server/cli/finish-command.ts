import { type ControlResponse, DatabaseInUseError } from "../db/control-socket.js";
import { ConfigError } from "../kernel/config.js";

/**
 * Runs a command and prints its answer: its lines on stdout, or its refusal on stderr with exit
 * code 2. A wrong setting or a database held by another process is a message, not a stack trace.
 */
export async function finishCommand(run: () => Promise<ControlResponse>): Promise<void> {
  let response: ControlResponse;
  try {
    response = await run();
  } catch (error) {
    if (!(error instanceof ConfigError || error instanceof DatabaseInUseError)) throw error;
    response = { ok: false, message: error.message };
  }
  if (response.ok) {
    for (const line of response.lines) console.log(line);
  } else {
    console.error(response.message);
    process.exitCode = 2;
  }
}
