// src/server/http/csv-response.ts
/** A CSV download: UTF-8, never cached, saved under `filename`. */
function csvResponse(body, filename) {
	return new Response(body, { headers: {
		"Content-Type": "text/csv; charset=utf-8",
		"Content-Disposition": `attachment; filename="${filename}"`,
		"Cache-Control": "no-store"
	} });
}
export { csvResponse as t };
