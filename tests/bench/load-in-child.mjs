// Runs autocannon in a process of its own (forked by a benchmark): the load must not share an
// event loop with the client it is measured against (a 28 MB download read by the same process
// would crawl and stall the server through back-pressure). Options arrive as argv[2] (JSON);
// the message "stop" ends the run; the result goes back as one IPC message.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2]);
const instance = autocannon(options, (error, result) => {
  process.send(error ? { error: error.message } : { result }, () => process.exit(0));
});
process.on("message", (message) => {
  if (message === "stop") instance.stop();
});
