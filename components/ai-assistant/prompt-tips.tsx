import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Lightbulb } from "@/components/ui/icons";

const TIPS = [
  "Diga quem o assistente é e com quem ele fala: os clientes da sua oficina.",
  "Conte os serviços que você faz, os horários e a região que atende.",
  "Peça respostas curtas, em linguagem simples, sem termos difíceis.",
  "Diga o que ele não deve fazer, como prometer preço sem ver o carro.",
  "Explique quando passar o cliente para você, por exemplo pelo WhatsApp.",
];

export function PromptTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          Dicas para o prompt
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
