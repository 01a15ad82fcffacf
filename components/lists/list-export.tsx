import { Button } from "@/components/ui/button";
import { Download } from "@/components/ui/icons";
import { listExport as t } from "@/lib/messages/overview";

/** One list's file: its name on screen and the path of its routes (`${path}/csv`, `${path}/xlsx`). */
export type ListExportFile = { list: string; path: string };

/**
 * 'Exportar': the list's files in CSV and Excel, each holding what the search and the filter find
 * (every page). Plain links in a disclosure: no script, and the route answers the download itself.
 */
export function ListExport({ files, params }: { files: ListExportFile[]; params: Record<string, string> }) {
  const query = new URLSearchParams(params).toString();
  const href = (file: ListExportFile, format: "csv" | "xlsx") => `${file.path}/${format}${query ? `?${query}` : ""}`;
  return (
    <details className="group relative">
      <Button asChild variant="outline" size="sm" className="min-h-11 cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <summary>
          <Download aria-hidden="true" /> {t.action}
        </summary>
      </Button>
      <div className="absolute right-0 z-10 mt-2 grid w-72 max-w-[calc(100vw-2rem)] gap-3 rounded-lg border bg-popover p-3 text-sm shadow-md">
        <p className="text-muted-foreground">{t.description}</p>
        {files.map((file) => (
          <div key={file.path} className="grid gap-1">
            <span className="font-medium">{file.list}</span>
            <div className="flex flex-wrap gap-2">
              {(["csv", "xlsx"] as const).map((format) => (
                <Button key={format} asChild variant="outline" size="sm" className="min-h-11">
                  <a href={href(file, format)} download aria-label={t.fileLabel(file.list, t[format])}>
                    {t[format]}
                  </a>
                </Button>
              ))}
            </div>
          </div>
        ))}
      </div>
    </details>
  );
}
