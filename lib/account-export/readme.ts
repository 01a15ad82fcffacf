import { formatDateTime } from "@/lib/format";
import { PRODUCT_NAME } from "@/lib/messages";

/**
 * LEIA-ME.txt: what each file holds, for a mechanic opening the archive (or taking it to another
 * system). File contents, like the CSV headers, live with the export rather than in lib/messages/.
 */
export function readme(generatedAt: Date) {
  return `Seus dados no ${PRODUCT_NAME}
Gerado em ${formatDateTime(generatedAt)} (horário de Brasília).

Este arquivo traz tudo o que a sua oficina guarda no ${PRODUCT_NAME} (LGPD, art. 18, V:
portabilidade dos dados). As planilhas (CSV) abrem no Excel, no LibreOffice e no Google
Planilhas: separadas por ponto e vírgula, em UTF-8, com datas dd/MM/aaaa no horário de Brasília
e valores com vírgula decimal (1234,56). Um texto que começa com =, +, - ou @ vem precedido de um
apóstrofo, para a planilha não o executar como fórmula.

perfil.csv                      Sua conta e oficina: e-mail de acesso, dados da oficina, plano e datas.
                                A senha nunca é exportada.
perfil_servicos.csv             Os serviços e preços do seu perfil.
perfil_horarios.csv             O horário de funcionamento.
assistente.csv                  As configurações do assistente de IA.
nota_fiscal.csv                 Os dados fiscais da nota (regime, cidade, código do serviço, ISS,
                                série e próximo número da DPS) e o titular e a validade do
                                certificado digital. O certificado e a senha dele não vêm.
equipe.csv                      As pessoas da oficina (as que saíram também), com o acesso de
                                cada uma: os orçamentos e pagamentos dizem quem fez cada coisa.
clientes.csv                    Seus clientes.
veiculos.csv                    Os veículos, com o ID e o nome do cliente de cada um.
orcamentos.csv                  Orçamentos e serviços, pelo número (Nº), com totais e status.
orcamento_itens.csv             Os itens de cada orçamento (serviços, peças e mão de obra); nas
                                peças, o custo unitário e o fornecedor, só seus.
orcamento_envios.csv            Cada envio de orçamento por WhatsApp ou e-mail.
pagamentos.csv                  Cada pagamento registrado, pelo Nº do orçamento; os cancelados
                                com a data e o motivo.
aprovacoes_versoes.csv          Cada versão que o cliente pôde ver pelo link: o conteúdo exato
                                (JSON canônico) e o seu SHA-256, que pode ser conferido de novo.
aprovacoes_respostas.csv        Aprovações e recusas do cliente: nome digitado, data e hora,
                                endereço IP, navegador, versão, SHA-256, motivo e autorização de
                                peças não originais (CDC, art. 21).
aprovacoes_visualizacoes.csv    A primeira visualização de cada versão pelo cliente.
fornecedores.csv                Seus fornecedores.
cotacoes.csv                    Cada cotação de peças pedida aos fornecedores: veículo e prazo.
cotacoes_pecas.csv              As peças de cada cotação.
cotacoes_links.csv              Os fornecedores que receberam cada cotação e quando responderam.
                                O endereço do link não vem: ele dá acesso à cotação.
cotacoes_respostas.csv          As respostas dos fornecedores: preço, estado, marca, prazo.
agendamentos.csv                Os agendamentos: data e hora, estado, origem, contato, serviços e
                                observações. O endereço do link do cliente não vem: ele dá acesso
                                ao agendamento.
agendamentos_historico.csv      O histórico de cada agendamento: confirmações, remarcações (com o
                                horário anterior), faltas e cancelamentos, com o motivo.
agenda_dias_fechados.csv        Os dias em que a agenda ficou ou ficará fechada.
assistente_conversas.csv        As conversas dos clientes com o assistente nos últimos 90 dias,
                                mensagem por mensagem. O endereço da conversa não vem.
notas_fiscais.csv               As NFS-e pedidas em cada serviço: situação, número, chave de acesso e
                                os XML (a DPS assinada, a nota e o cancelamento). Guarde por 5 anos.
interessados.csv                Os contatos deixados na página pública da sua oficina.
suporte_chamados.csv            Seus chamados de suporte.
imagens/                        O logo da oficina e a imagem do assistente, se houver.
`.replaceAll("\n", "\r\n");
}
