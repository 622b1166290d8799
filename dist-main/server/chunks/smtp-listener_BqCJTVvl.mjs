import { xr as config } from "./schemas_BP9cnbZP.mjs";
import { a as HttpError } from "./rate-limit_CGfom9Ik.mjs";
import { i as isInboundDomain } from "./forwarding-address_Djdef637.mjs";
import { n as receiveEmail, t as appReceiveDeps } from "./receive_B5Q9u3C-.mjs";
import { readFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";
// src/server/inbound/smtp-listener.ts
/**
* The built-in SMTP listener, on INBOUND_SMTP_PORT (off unless set), bound to
* INBOUND_SMTP_HOST (127.0.0.1 by default). It accepts RCPT only for the forwarding mailbox's
* domain (550 otherwise), enforces INBOUND_MAX_BYTES (552), has no AUTH (mail servers deliver
* unauthenticated; who a message belongs to is decided by sender.ts), and hands each message to
* receiveEmail. A message that belongs to nobody is refused in the session (550), so the
* forwarding user's mail server tells them, rather than us bouncing it later.
*
* TLS: STARTTLS is offered only when INBOUND_SMTP_TLS_KEY and INBOUND_SMTP_TLS_CERT name PEM
* files. On 127.0.0.1 (behind an MX such as Postfix that does TLS) none is needed; exposed to the
* internet as an MX, configure both so senders can encrypt.
*/
var smtpError = (responseCode, message) => Object.assign(new Error(message), { responseCode });
function readMessage(stream) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		let kept = 0;
		stream.on("data", (chunk) => {
			if (stream.sizeExceeded) return;
			kept += chunk.length;
			chunks.push(chunk);
		});
		stream.on("end", () => resolve(Buffer.concat(chunks, kept)));
		stream.on("error", reject);
	});
}
async function handleData(stream, session, options) {
	const raw = await readMessage(stream);
	if (stream.sizeExceeded) throw smtpError(552, `Message exceeds the fixed maximum message size of ${options.maxBytes} bytes`);
	const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address || null : null;
	const outcome = await receiveEmail(raw, {
		rcptTo: session.envelope.rcptTo.map((r) => r.address),
		mailFrom,
		remoteAddress: session.remoteAddress || null,
		heloName: session.hostNameAppearsAs || null
	}, await options.deps());
	if (outcome.status === "too-large") throw smtpError(552, "Message too large");
	if (outcome.status === "dropped") throw smtpError(550, "5.7.1 Message not accepted for this address");
}
function createSmtpListener(options) {
	return new SMTPServer({
		banner: "Itinerary forwarding",
		authOptional: true,
		disabledCommands: options.tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
		...options.tls ? {
			key: options.tls.key,
			cert: options.tls.cert
		} : {},
		disableReverseLookup: true,
		size: options.maxBytes,
		logger: false,
		onRcptTo(address, _session, callback) {
			if (!isInboundDomain(address.address)) return callback(smtpError(550, "5.1.1 Mailbox unavailable: relay not permitted"));
			callback();
		},
		onData(stream, session, callback) {
			handleData(stream, session, options).then(() => callback(), (error) => {
				if (error instanceof Error && "responseCode" in error) return callback(error);
				if (error instanceof HttpError && error.status === 429) return callback(smtpError(451, `4.7.1 ${error.message}`));
				console.warn(JSON.stringify({
					event: "inbound_smtp_failed",
					error: error instanceof Error ? error.message.slice(0, 200) : "error"
				}));
				callback(smtpError(451, "4.3.0 Temporary failure, please try again later"));
			});
		}
	});
}
var started;
/** Starts the app's listener once, from the configuration (started by src/server/node/services.ts). */
function startSmtpListener() {
	const cfg = config();
	if (started || !cfg.INBOUND_SMTP_PORT) return started;
	const tls = cfg.INBOUND_SMTP_TLS_KEY && cfg.INBOUND_SMTP_TLS_CERT ? {
		key: readFileSync(cfg.INBOUND_SMTP_TLS_KEY),
		cert: readFileSync(cfg.INBOUND_SMTP_TLS_CERT)
	} : void 0;
	const server = createSmtpListener({
		port: cfg.INBOUND_SMTP_PORT,
		host: cfg.INBOUND_SMTP_HOST,
		maxBytes: cfg.INBOUND_MAX_BYTES,
		tls,
		deps: appReceiveDeps
	});
	server.on("error", (error) => console.error("Inbound SMTP listener error", error));
	server.listen(cfg.INBOUND_SMTP_PORT, cfg.INBOUND_SMTP_HOST);
	started = server;
	return server;
}
export { startSmtpListener };
