import { SectionHeading } from "@/components/landing/section-heading";
import { Star } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

type Testimonial = { name: string; role: string; image: string; content: string; rating: 1 | 2 | 3 | 4 | 5 };

const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Carlos Souza",
    role: "Mecânico autônomo — Campinas/SP",
    image: "/testimonials/carlos.svg",
    content:
      "Antes eu fazia orçamento no caderno e perdia cliente pela demora. Agora mando o orçamento pelo WhatsApp em menos de um minuto, com a minha logo.",
    rating: 5,
  },
  {
    name: "Fernanda Lima",
    role: "Dona da Auto Center Lima — Belo Horizonte/MG",
    image: "/testimonials/fernanda.svg",
    content:
      "O histórico de cada cliente mudou meu atendimento. Quando o carro volta, já sei o que foi feito e quando foi a última revisão.",
    rating: 5,
  },
  {
    name: "Roberto Alves",
    role: "Eletricista automotivo — Curitiba/PR",
    image: "/testimonials/roberto.svg",
    // Only what the product does today: the customer approves on the link and the shop is told.
    content: "O cliente aprova o orçamento pelo link, no celular dele, e eu fico sabendo na hora. Acabou o orçamento esquecido no caderno.",
    rating: 4,
  },
];

const MAX_STARS = 5;

function Stars({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`${rating} de ${MAX_STARS} estrelas`} className="flex gap-0.5">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn("size-5", index < rating ? "fill-amber-400 text-amber-600" : "text-slate-400")}
        />
      ))}
    </div>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="depoimentos-titulo" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <SectionHeading
          id="depoimentos-titulo"
          eyebrow="Depoimentos"
          title="Quem usa, recomenda"
          description="Mecânicos de verdade contando como a rotina da oficina mudou."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} className="flex">
              <figure className="flex w-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                <Stars rating={testimonial.rating} />
                <blockquote className="mt-4 flex-1 text-pretty">
                  <p>“{testimonial.content}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  {/* Small SVGs that need no optimizing: a plain <img> keeps next/image's client code off the landing. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img
                    src={testimonial.image}
                    alt={`Avatar ilustrado de ${testimonial.name}`}
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="size-12 shrink-0 rounded-full"
                  />
                  <span>
                    <span className="block font-semibold">{testimonial.name}</span>
                    <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
