import { Button } from "@/components/ui/button";
import { Search } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A plain GET form: the search runs on the server and the URL can be shared or reloaded. */
export function SearchForm({ label, placeholder, defaultValue }: { label: string; placeholder: string; defaultValue: string }) {
  return (
    <form role="search" className="flex w-full max-w-xl items-end gap-2">
      <div className="grid flex-1 gap-2">
        <Label htmlFor="busca" className="sr-only">
          {label}
        </Label>
        <Input id="busca" name="busca" type="search" placeholder={placeholder} defaultValue={defaultValue} maxLength={100} />
      </div>
      {/* On a phone the magnifier alone ('Buscar' still names it): the box keeps the room its hint needs. */}
      <Button type="submit" variant="secondary" className="max-sm:w-10 max-sm:px-0">
        <Search aria-hidden="true" /> <span className="max-sm:sr-only">Buscar</span>
      </Button>
    </form>
  );
}
